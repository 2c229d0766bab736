// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "errand.h"

#include <QDialog>
#include <QStringList>
#include <QTimer>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace Custody {

// Picks an image (one file or any segment of a split image) and the hashlogs to check it
// against: those found next to the image are suggested (Custody's record and sidecars,
// dc3dd/dcfldd logs, Guymager .info, ewf and FTK logs), others can be added. The image and what
// lies next to it are looked at off the GUI thread (an Errand: the image may be on a share that
// does not answer); Verify stays disabled until the look has answered.
class VerifyDialog : public QDialog
{
    Q_OBJECT

public:
    explicit VerifyDialog(const QString &folder, QWidget *parent = nullptr);

    void setImage(const QString &path); // and looks for its hashlogs, to suggest them
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

    // What the file system said of the image, on the look's thread.
    struct ImageFacts
    {
        QString path; // as looked at (absolute)
        bool isFile = false;
        bool storesItsDigests = false; // an E01: verifiable with no hashlog
        QStringList hashlogs;          // found next to its files
    };
    static ImageFacts factsOf(const QString &path);

    QString m_folder;
    QLineEdit *m_image = nullptr;
    QListWidget *m_hashlogs = nullptr;
    QLineEdit *m_trustedCa = nullptr;
    QTimer m_lookup; // a pause in typing the image path, then its hashlogs are looked for
    Errand m_look;   // looks at the image and for its hashlogs
    ImageFacts m_facts;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Custody
