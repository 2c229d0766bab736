// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "errand.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace Custody {

// What to look at: a destination folder, and what an acquisition of a source would write there.
struct FolderQuestion
{
    QString folder;
    QString sourcePath;  // empty: no source to protect
    QStringList outputs; // the files that would be written

    bool operator==(const FolderQuestion &) const = default;
};

// What the file system says of a destination folder, and whether the outputs asked about would
// write the source (EvidenceGuard, the check the acquisition itself makes before it starts).
struct FolderFacts
{
    QString folder;
    QStringList outputs; // as asked
    bool isDir = false;
    bool writable = false;
    QString canonicalFolder;    // links resolved; empty when the folder does not exist
    QString root;               // mount point holding the folder
    qint64 bytesAvailable = -1; // -1: unknown
    QString outputRefusal;      // why the outputs may not be written there; empty: they may
};

// Looks at a folder off the GUI thread (an Errand), because stat() and statvfs() on a network
// share that is slow or gone can block for minutes (and the evidence guard stats and reads
// sysfs). A pause in typing starts the look; a later look() at another folder supersedes it, the
// same question again leaves it running.
class FolderProbe : public QObject
{
    Q_OBJECT

public:
    static constexpr int PauseMilliseconds = 150;
    static constexpr int SlowMilliseconds = 3000;

    // How a folder is looked at: factsOf(), or a stand-in in tests.
    using Look = std::function<FolderFacts(const FolderQuestion &question)>;

    explicit FolderProbe(Look look = &FolderProbe::factsOf, QObject *parent = nullptr);

    void look(const FolderQuestion &question);
    void cancel();
    bool isLooking() const { return m_pause.isActive() || m_errand.isRunning(); }
    // Looking for SlowMilliseconds already, without an answer.
    bool isSlow() const;

    // On the calling thread.
    static FolderFacts factsOf(const FolderQuestion &question);
    // Why creating the missing `folder` would write the source (it would go on a file system
    // on it); empty when it may be created. On the calling thread: it stats and reads sysfs.
    static QString creationRefusal(const QString &folder, const QString &sourcePath);

Q_SIGNALS:
    void answered(const Custody::FolderFacts &facts);
    void slow();

private:
    void start();

    Look m_look;
    FolderQuestion m_question;
    Errand m_errand;
    QTimer m_pause;
    QElapsedTimer m_age;
};

} // namespace Custody
