// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/devicerow.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Custody {

// "Add network source…": the URI of an NBD export (nbd://, nbds://, nbd+unix://) or an iSCSI LUN
// (iscsi://) and how to reach it (TLS credentials or the CHAP secret from files, never typed in;
// the timeout; the attempts to connect again).
// Connect asks the server on a thread of its own, so that the window stays responsive while a
// server is slow to answer or does not answer at all; the dialog is accepted once the server has
// told the export's size, and says why not otherwise.
class NetworkSourceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NetworkSourceDialog(QWidget *parent = nullptr);

    // What was added; set once the dialog is accepted.
    const std::optional<NetworkDrive> &drive() const { return m_drive; }
    bool isConnecting() const { return m_connecting; }

public Q_SLOTS:
    void connectToServer();
    // Also by Escape and the window's close button: a server that answers after all is not
    // added.
    void reject() override;

private:
    NetworkSourceOptions options() const;
    // Connects as an acquisition would and takes what the server says (on a thread of its own).
    static Result<NetworkDrive> probe(const NetworkDrive &asked);
    void answered(int attempt, const Result<NetworkDrive> &probed);
    void setConnecting(bool connecting);
    QLineEdit *pathField(const QString &objectName, bool folder, QWidget **row);

    QLineEdit *m_uri = nullptr;
    QLineEdit *m_pskFile = nullptr;
    QLineEdit *m_pskUsername = nullptr;
    QLineEdit *m_certificates = nullptr;
    QLineEdit *m_chapFile = nullptr;
    QSpinBox *m_timeout = nullptr;
    QSpinBox *m_reconnectAttempts = nullptr;
    QSpinBox *m_reconnectDelay = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<QWidget *> m_inputs; // disabled while connecting
    bool m_connecting = false;
    int m_attempt = 0; // an answer to an earlier attempt (given up on) is ignored
    std::optional<NetworkDrive> m_drive;
};

} // namespace Custody
