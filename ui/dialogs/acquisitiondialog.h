// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "dialogs/acquisitionsource.h"
#include "dialogs/destinationlist.h"
#include "dialogs/folderprobe.h"
#include "dialogs/imagenametemplate.h"
#include "guisettings.h"

#include <QDialog>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QVBoxLayout;

namespace Custody {

// Sets up one acquisition: case details, destination and format, hashes, block size, error
// policy and its advanced settings, verification and write-block. Every field is checked as it
// changes, with the message next to it; Start is enabled only when the request is valid. On
// Start it looks for files of an earlier acquisition off the GUI thread (the form waits), asks
// about them (overwrite or resume), then emits requestReady and closes.
class AcquisitionDialog : public QDialog
{
    Q_OBJECT

public:
    // Asked when outputs of that name exist; Refuse cancels the start.
    using ExistingOutputsQuestion
        = std::function<OverwritePolicy(const QStringList &existing, bool resumable)>;

    AcquisitionDialog(const AcquisitionSource &source, const AcquisitionDefaults &defaults,
                      QWidget *parent = nullptr);

    const AcquisitionSource &source() const { return m_source; }
    // The request the fields describe now; validationErrors() says whether it may start.
    AcquisitionRequest request() const;
    QStringList validationErrors() const;
    // The defaults to remember for next time, from the fields: the dialog's own settings only
    // (GuiSettings::setAcquisitionDefaults()), never the signing identity, CA or history.
    AcquisitionDefaults settingsToRemember() const;
    // True while the destination folder as typed is being looked at (off the GUI thread, since
    // a network share may take long to answer); Start waits for it. The folder is looked at
    // again when chosen with Browse and when the window is activated.
    // Also while the files the fields name are looked at again (they must not write the source).
    bool isCheckingDestination() const;
    void setExistingOutputsQuestion(ExistingOutputsQuestion question);
    // Asked on Start for a disk of this workstation, after its override was ticked; false
    // cancels the start.
    void setSystemDiskConfirmation(std::function<bool()> confirm)
    {
        m_confirmSystemDisk = std::move(confirm);
    }

    // The drives of the device list, which a clone may be offered (the write gate decides).
    void setDrives(std::function<QList<DeviceInfo>()> drives);
    // More images and the clone's drive besides the main image.
    DestinationList *destinations() const { return m_destinations; }
    // Asked on Start before a drive is overwritten (a clone, a restore): by default the
    // OverwriteConfirmation, which wants the drive's serial typed; false cancels the start.
    using DriveOverwriteConfirmation
        = std::function<bool(const DeviceInfo &drive, const QString &whatHappens)>;
    void setDriveOverwriteConfirmation(DriveOverwriteConfirmation confirm)
    {
        m_confirmDriveOverwrite = std::move(confirm);
    }

Q_SIGNALS:
    void requestReady(const Custody::AcquisitionRequest &request);

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildCaseSection(QVBoxLayout *layout, const AcquisitionDefaults &defaults);
    void buildDestinationSection(QVBoxLayout *layout, const AcquisitionDefaults &defaults);
    void buildOptionsSection(QVBoxLayout *layout, const AcquisitionDefaults &defaults);
    void buildAdvancedSection(QVBoxLayout *layout);
    void buildDestinationList(QVBoxLayout *layout);
    // The clone's drive, the excess and the verification, in one sentence for the confirmation.
    QString cloneWhatHappens(const CloneChoice &clone) const;
    // More images and the clone's drive, into the request.
    void applyDestinations(AcquisitionRequest &request) const;
    void revalidate();
    void start();
    // Start, once the files of an earlier acquisition into the base have been looked for.
    void startWith(AcquisitionRequest ready, const QStringList &existing, bool resumable);
    void browseDestination();
    void onPresetChanged();
    void onFolderEdited();
    void lookAgainIfOutputsChanged();
    FolderQuestion destinationQuestion() const;
    void onFolderAnswered(const FolderFacts &facts);
    // The name from the template, unless the examiner typed one.
    void followNameTemplate();
    ImageNameFields nameFields() const;
    void createFolder();
    void onFolderCreated(const QString &folder, const QString &refusal, bool created);
    bool isCreatingFolder() const;
    // The free space against what the image needs, the files it writes, Create folder.
    void showDestinationDetails();
    // "Files written: …" as it fits m_plannedFiles's two lines; `all` names every file.
    QString plannedFilesText(const QStringList &names, const QString &all) const;
    // What Start would do, in two lines above the buttons.
    QString summaryText() const;
    QString destinationError() const;
    QString destinationWarning() const;
    ImageFormat chosenFormat() const;
    // The main image (unless a clone takes its place) or another is an E01.
    bool writesEwf() const;
    // With a clone the main destination holds only the map, the log and the record: its format
    // fields are off, and a note says so.
    void showCloneState();
    // E01: MD5 and SHA-1 ticked and fixed (the E01 stores them); other formats: free again.
    void applyFormatToHashes();
    // Why the chosen format cannot be written with the chosen preset; empty when it can.
    QString formatError() const;
    QString basePath() const;
    static OverwritePolicy askAboutExistingOutputs(QWidget *parent, const QStringList &existing,
                                                   bool resumable);

    AcquisitionSource m_source;
    Preset m_defaultPreset; // what settingsToRemember() keeps when SMART chose the preset
    ExistingOutputsQuestion m_existingOutputsQuestion;
    std::function<bool()> m_confirmSystemDisk;
    DriveOverwriteConfirmation m_confirmDriveOverwrite;
    FolderProbe m_probe;
    Errand m_earlierLook;         // Start: the files of an earlier acquisition into the base
    Errand m_folderCreation;      // Create this folder
    QString m_folderBeingCreated; // by m_folderCreation
    std::optional<FolderFacts> m_destination; // for the folder as typed; empty: checking
    bool m_built = false;                     // every field exists
    class CaseFieldsForm *m_caseFields = nullptr;
    QLineEdit *m_folder = nullptr;
    QLineEdit *m_nameTemplate = nullptr;
    QLineEdit *m_baseName = nullptr;
    bool m_nameFollowsTemplate = true;
    QPushButton *m_createFolder = nullptr;
    QLabel *m_destinationMessage = nullptr;
    QLabel *m_spaceMessage = nullptr;
    QLabel *m_plannedFiles = nullptr;
    QLabel *m_summary = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_segmentSize = nullptr;
    QComboBox *m_compression = nullptr;
    QLabel *m_formatMessage = nullptr;
    QList<QCheckBox *> m_hashBoxes;
    QLabel *m_hashMessage = nullptr;
    QComboBox *m_hashWindow = nullptr;
    QComboBox *m_blockSize = nullptr;
    QComboBox *m_preset = nullptr;
    QLabel *m_presetMessage = nullptr;
    QSpinBox *m_retries = nullptr;
    QLineEdit *m_fill = nullptr;
    QLabel *m_fillMessage = nullptr;
    QCheckBox *m_directIo = nullptr;
    QCheckBox *m_verify = nullptr;
    QCheckBox *m_verifySource = nullptr;
    QCheckBox *m_writeBlock = nullptr;
    QCheckBox *m_systemOverride = nullptr; // only for a disk of this workstation
    QDialogButtonBox *m_buttons = nullptr;
    QScrollArea *m_scroll = nullptr;
    DestinationList *m_destinations = nullptr;
    QLabel *m_cloneNote = nullptr; // with a clone: what the main destination still holds
};

} // namespace Custody
