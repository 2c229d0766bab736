// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/evidenceguard.h"
#include "engine/acquisitionfiles.h"
#include "io/sourcedevice.h"
#include "util/result.h"

#include <sys/stat.h>
#include <sys/types.h>

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>

namespace Custody {

enum class PathChange { Create, Replace, Remove };

// The one gate that every front end and writer asks before it creates, replaces or removes a
// path. It decides by identity (device and inode, device numbers), never by a path string, and
// it knows what is protected:
// - the source of the work and everything it stands on (EvidenceGuard: partitions, device-mapper
//   and md slaves, loop backing files; every segment of an E01 source);
// - the files of every acquisition it finds next to the path, by content (an EWF signature, a
//   Custody map's companion line or a GNU ddrescue map, a Custody record) or by name (an
//   AcquisitionFiles base whose map or record is there, and image endings: .dd, .001, .E01 …),
//   whether or not a record's paths still point there;
// - SQLite databases, by their header, and their -wal, -shm and -journal files;
// - anything that is not a regular file: devices, FIFOs, sockets, folders, symbolic links.
// An operation vouches for what it owns: identities (own(): files it is proven to have written,
// taken when it proved it), the names of its own base (ownBase(): files it will create), and
// kinds it may replace (allowReplacing(): a report replaces an earlier report with --force).
// A removal needs that proof: a file that cannot be proven to be the operation's own output is
// never removed, and the refusal names it. A create or replace that would write onto protected
// data is refused whatever the operation owns: --force never overrides the source.
//
// Thread: any; every check does I/O (stat, sysfs, the first bytes of a file), so never on a GUI
// thread.
class WriteGate
{
    Q_DECLARE_TR_FUNCTIONS(Custody::WriteGate)

public:
    // sysfsRoot: where sysfs is read (tests give a made-up tree).
    explicit WriteGate(QString sysfsRoot = QStringLiteral("/sys"));

    // The source at `path` now: a block device and its stack, or a file (every segment of an
    // E01 set given any of them).
    void protectSource(const QString &path);
    // An opened source, by the identity of what was opened (whatever its path names now).
    void protectSource(const SourceDevice &source);
    // A file that must survive this operation (the record a report is made from), by identity.
    void protectFile(const QString &path, const QString &role);

    // The file at `path` now is this operation's own: it may replace or remove it (unless it is
    // the source). Nothing happens when there is no regular file there.
    void own(const QString &path);
    // This operation writes the files of this acquisition base: it may create any of its names.
    void ownBase(const QString &basePath);
    // This operation may replace existing files of this kind that are not its own; only Report
    // is meaningful (the GUI's verification save replaces an earlier Custody report the file
    // dialog asked about; never images, maps, records, logs or signatures).
    void allowReplacing(AcquisitionFileKind kind);

    // Refuses (Error::Code::OutputOnSource for a create or replace, RemovalRefused for a removal)
    // a change that would write or remove protected data, naming the path and the reason. An
    // existing file that is not the operation's own is never removed, and replaced only when it
    // is a report Custody made (isCustodyReport()) and allowReplacing(Report) was given.
    // Create on a path that exists checks every rule but the last (what is replaced must be
    // proven): a caller that refuses existing files anyway asks so to give the graver reason.
    Result<void> check(const QString &path, PathChange change) const;
    Result<void> checkAll(const QStringList &paths, PathChange change) const;
    // Only the source's stack (EvidenceGuard::checkOutput): for files whose own checks are done
    // elsewhere (a resume continues the files ResumeCheck examined; a new acquisition refuses
    // any file that exists).
    Result<void> checkNotOnSource(const QString &path) const { return m_guard.checkOutput(path); }
    // check(Remove), then unlink, if the path still names the file that was checked. A path
    // that does not exist is not an error.
    Result<void> remove(const QString &path) const;
    // Gives a file this operation owns (own()) the name `to` without replacing anything
    // (renameWithoutReplacing(): an existing `to` is an error, EEXIST): check(from, Remove) and
    // check(to, Create), then the rename, only while `from` still names the file checked.
    Result<void> rename(const QString &from, const QString &to) const;

    // A new, empty folder of this operation's own in `parent` (an absolute path), named `prefix`
    // and six random characters (mkdtemp: never a name that exists; mode 0700), where writing
    // in `parent` does not reach protected data (EvidenceGuard::reaches()). Its path, or why not
    // (OutputOnSource, OutputOpenFailed).
    Result<QString> createFolder(const QString &parent, const QString &prefix);
    // Removes a folder that createFolder() made, only while `path` still names that folder (by
    // identity: device, inode and change time) and it is empty: never recursively, never another
    // folder of the same name. A folder that is not empty or has something mounted on it is
    // left, and the error says so.
    Result<void> removeFolder(const QString &path) const;

    // The signature FILE.p7s of a file this operation has just written anew, which would only
    // say that the file changed: removed through remove(), and only when it holds a DER
    // structure. True when there was one to remove.
    Result<bool> dropSignatureOf(const QString &signedPath) const;

    // A whole drive that this operation will overwrite (a clone, a restore, a wipe), decided by
    // its device numbers (whatever name `devicePath` uses: /dev/sdb, a /dev/disk/by-id link).
    // Refused (Error::Code::DriveRefused, naming the device, why, and what to do) when it is
    // not a block device or has no medium, is a partition rather than a whole drive, is or holds
    // anything protected or stands on it (EvidenceGuard::overwriteConflict), is used by the
    // workstation (SystemDisks: the running system, /boot, /usr, /var, /home, active swap), has
    // a file system mounted on it or on one of its partitions, is held by a device stacked on it
    // (device-mapper, md), or is read-only (write-blocked). Never opens the device for writing.
    Result<void> checkDriveOverwrite(const QString &devicePath) const;

    // EvidenceGuard::reaches(): whether writing on the file system holding `path` writes
    // protected data.
    bool reaches(const QString &path) const { return m_guard.reaches(path); }

private:
    // A file's device and inode, and its change time: a file removed and another created in its
    // place may get the same inode number, never the same change time.
    struct Identity
    {
        dev_t device = 0;
        ino_t inode = 0;
        qint64 changeSeconds = 0;
        qint64 changeNanoseconds = 0;
        bool operator==(const Identity &) const = default;
        static Identity of(const struct stat &status);
    };
    bool isOwned(const struct stat &status) const;
    // Why the existing regular file at `path` is protected by what it holds or the
    // acquisition it belongs to; empty when it is not.
    QString protectedBecause(const QString &path, const struct stat &status) const;
    // Why a name is taken by an acquisition next to it that this operation does not write.
    QString nameTakenBecause(const QString &path) const;

    QString m_sysfsRoot;
    EvidenceGuard m_guard;
    QList<Identity> m_owned;
    QList<Identity> m_ownedFolders; // by createFolder()
    QList<QString> m_ownBases;      // absolute
    QSet<AcquisitionFileKind> m_replaceable;
};

// The first bytes of a regular file (at most `count`), without following a link or blocking on
// a FIFO; empty when it cannot be read.
QByteArray leadingBytes(const QString &path, qsizetype count);
// Whether the file at `path` is an SQLite database ("SQLite format 3\0"), or its -wal, -shm or
// -journal file beside one.
bool isSqliteDatabase(const QString &path);
bool isSqliteCompanion(const QString &path);
// Whether the file at `path` is an acquisition's map (Custody's companion line, or a GNU ddrescue
// mapfile) or a Custody acquisition record, by its first bytes.
bool isAcquisitionMap(const QString &path);
// Whether the file is a report Custody wrote: a JSON acquisition or verification report, or a PDF
// whose creator is Custody. A CMS signature file (DER or PEM).
bool isCustodyReport(const QString &path);
bool isSignatureFile(const QString &path);
bool isAcquisitionRecord(const QString &path);

} // namespace Custody
