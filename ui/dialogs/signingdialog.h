// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/detachedsignature.h"
#include "util/result.h"

#include <QDialog>

#include <functional>
#include <optional>

class QLabel;
class QLineEdit;

namespace Custody {

// File → Signing identity…: the examiner's private key and certificate (PEM) with which the GUI
// signs what it writes (the record and log of an acquisition, a saved report and the log). Test
// loads them (asking for the key's passphrase) and shows whom the certificate names; an empty
// key means nothing is signed.
class SigningDialog : public QDialog
{
    Q_OBJECT

public:
    // Asks for the passphrase of the key at the path; nothing when the examiner cancels.
    using PassphraseQuestion = std::function<std::optional<QByteArray>(const QString &keyPath)>;

    SigningDialog(QString key, QString certificate, PassphraseQuestion askPassphrase,
                  QWidget *parent = nullptr);

    QString key() const;
    QString certificate() const;

    // Loads the identity: without a passphrase first, then with the one asked for (only when the
    // key could be read). The identity, or why not: a key or certificate that cannot be read,
    // a refused passphrase, or the question cancelled.
    static Result<SigningIdentity> load(const QString &key, const QString &certificate,
                                        const PassphraseQuestion &ask);
    // The default question: a password field in a dialog.
    static PassphraseQuestion dialogQuestion(QWidget *parent);

private:
    void test();

    PassphraseQuestion m_askPassphrase;
    QLineEdit *m_key = nullptr;
    QLineEdit *m_certificate = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace Custody
