// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "errand.h"
#include "record/acquisitionrecord.h"

#include <QDialog>
#include <QHash>
#include <QStringList>
#include <QTimer>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTreeWidget;

namespace Custody {

// Picks an image (one file or any segment of a split image) and the hashlogs to check it
// against: those found next to the image are suggested (Custody's record and sidecars,
// dc3dd/dcfldd logs, Guymager .info, ewf and FTK logs), others can be added; each is shown with
// the format it reads as, or why it cannot be read. The case fields (those of the acquisition
// dialog, custody-cli verify --case-number …) go into the report and the history. The image,
// what lies next to it and the hashlogs are looked at off the GUI thread (Errands: the image
// may be on a share that does not answer); Verify stays disabled until the look at the image
// has answered, and while a hashlog is known not to be readable.
class VerifyDialog : public QDialog
{
    Q_OBJECT

public:
    explicit VerifyDialog(const QString &folder, QWidget *parent = nullptr);

    void setImage(const QString &path); // and looks for its hashlogs, to suggest them
    // The image and hashlogs of an earlier verification: those given, and those found beside
    // the image as well.
    void setInputs(const QString &imagePath, const QStringList &hashlogPaths);
    void setCaseDetails(const CaseDetails &details);
    CaseDetails caseDetails() const;
    // Still looking at the image and for its hashlogs.
    bool isLooking() const { return m_lookup.isActive() || m_look.isRunning(); }
    QString imagePath() const;
    QStringList hashlogPaths() const;
    // The CA the signatures found must chain to (custody-cli verify --trust-ca); empty: none.
    void setTrustedCa(const QString &path);
    QString trustedCaPath() const;

Q_SIGNALS:
    void verificationRequested(const QString &imagePath, const QStringList &hashlogPaths,
                               const QString &trustedCa);

private:
    void browseImage();
    void addHashlog();
    void removeHashlog();
    void revalidate();
    void addHashlogRow(const QString &path);
    // Reads the hashlogs not read yet, off the GUI thread, for the format each reads as.
    void readHashlogs();
    void showHashlogFormats();

    // What the file system said of the image, on the look's thread.
    struct ImageFacts
    {
        QString path; // as looked at (absolute)
        bool isFile = false;
        bool storesItsDigests = false; // an E01: verifiable with no hashlog
        QStringList hashlogs;          // found next to its files
    };
    static ImageFacts factsOf(const QString &path);

    // What reading a hashlog said: the format it reads as, or why it cannot be read.
    struct HashlogFacts
    {
        QString readAs;
        QString problem;
    };

    QString m_folder;
    QLineEdit *m_image = nullptr;
    QTreeWidget *m_hashlogs = nullptr;
    class CaseFieldsForm *m_caseFields = nullptr;
    QHash<QString, HashlogFacts> m_hashlogFacts; // by path
    Errand m_reading;                            // reads the hashlogs, for their formats
    QLineEdit *m_trustedCa = nullptr;
    QTimer m_lookup; // a pause in typing the image path, then its hashlogs are looked for
    Errand m_look;   // looks at the image and for its hashlogs
    ImageFacts m_facts;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Custody
