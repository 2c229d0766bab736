// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "dialogs/folderprobe.h"
#include "record/acquisitionrecord.h"
#include "wipe/drivewipe.h"

#include <QDialog>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace Custody {

class CaseFieldsForm;

// Sets up the preparation of a destination drive (custody-cli wipe): the pattern (zeros, one
// byte, random), how it is written (O_DIRECT, or zeros by the drive's BLKZEROOUT), or only a
// check that the drive holds it; where the certificate goes (a folder and a name: checked off the
// GUI thread, through the write gate with the drive protected, so it is never on the drive it is
// about, and never over an existing file); the case; whether the certificate will be signed. On
// Start, unless it only checks, the examiner types the drive's serial (OverwriteConfirmation);
// then requestReady is emitted and the dialog closes.
class PrepareDriveDialog : public QDialog
{
    Q_OBJECT

public:
    // How the overwrite is confirmed (OverwriteConfirmation::confirm by default; tests answer).
    using OverwriteQuestion = std::function<bool(
        const DeviceInfo &drive, const QString &whatHappens, const QString &actionText)>;

    // folder: where the certificate goes by default (the last destination folder).
    PrepareDriveDialog(const DeviceInfo &drive, const QString &folder, const CaseDetails &details,
                       QWidget *parent = nullptr);

    const DeviceInfo &drive() const { return m_drive; }
    // The request the fields describe now (a random pattern's key is made on Start).
    WipeRequest request() const;
    QStringList validationErrors() const;
    // The certificate's folder as typed is being looked at; Start waits for it.
    bool isCheckingFolder() const { return !m_folderFacts || m_probe.isLooking(); }
    // "Will be signed by …", "Will not be signed: …": a line above the buttons.
    void setSigningState(const QString &text);
    void setOverwriteQuestion(OverwriteQuestion question) { m_confirm = std::move(question); }
    // The case fields as typed, for the next dialog's examiner.
    CaseDetails caseDetails() const;
    QString folder() const;
    // What custody-cli would run for the same wipe, for the certificate.
    static QString equivalentCommandLine(const WipeRequest &request);

Q_SIGNALS:
    // confirmed: the examiner typed the drive's serial (every run that writes).
    void requestReady(const Custody::WipeRequest &request, bool confirmed);

private:
    void buildFields(const QString &folder, const CaseDetails &details);
    void revalidate();
    QStringList patternErrors() const;
    QStringList folderErrors() const;
    void lookAtFolder();
    void onFolderAnswered(const FolderFacts &facts);
    void browse();
    void start();
    std::optional<WipePattern> chosenPattern() const;
    QString certificateBase() const;
    QString whatHappens(const WipeRequest &request) const;
    // FolderProbe's look, and whether a certificate file of that base exists already.
    static FolderFacts lookAt(const FolderQuestion &question);

    DeviceInfo m_drive;
    OverwriteQuestion m_confirm;
    FolderProbe m_probe;
    std::optional<FolderFacts> m_folderFacts; // for the folder and name as typed; empty: looking
    QComboBox *m_pattern = nullptr;
    QLineEdit *m_byte = nullptr;
    QComboBox *m_method = nullptr;
    QCheckBox *m_verifyOnly = nullptr;
    QLineEdit *m_folder = nullptr;
    QLineEdit *m_name = nullptr;
    QLabel *m_patternMessage = nullptr;
    QLabel *m_folderMessage = nullptr;
    QLabel *m_signing = nullptr;
    CaseFieldsForm *m_caseFields = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_start = nullptr;
};

} // namespace Custody
