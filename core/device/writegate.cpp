// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/writegate.h"

#include "io/ewfcontainer.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <cerrno>
#include <cstdlib>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QScopeGuard>

namespace Custody {

namespace {

using namespace Qt::StringLiterals;

// sqlite.org/fileformat.html, 1.3: "SQLite format 3\0" opens every database file.
constexpr char SqliteMagic[] = "SQLite format 3";
const QString SqliteCompanionEndings[] = {u"-wal"_s, u"-shm"_s, u"-journal"_s};

// Endings under which peers and examiners keep raw images, beside Custody's own (which
// AcquisitionFiles knows).
const QString OtherImageEndings[] = {u".raw"_s, u".img"_s, u".dmg"_s, u".aff"_s, u".vmdk"_s};

Error refusal(Error::Code code, const QString &path, const QString &reason)
{
    return Error::fromErrno(code, 0, path, -1, reason);
}

Error replacedWhileChecked(const QString &path)
{
    return refusal(Error::Code::RemovalRefused, path,
                   WriteGate::tr("it was replaced by another file while it was being checked"));
}

bool startsWith(const QByteArray &bytes, QByteArrayView prefix)
{
    return bytes.startsWith(prefix);
}

} // namespace

QByteArray leadingBytes(const QString &path, qsizetype count)
{
    // O_NOFOLLOW and O_NONBLOCK: a link is not followed and a FIFO does not hang the check.
    const int descriptor = ::open(nativePath(path).constData(),
                                  O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
    if (descriptor < 0)
        return {};
    const auto closeAfter = qScopeGuard([descriptor] { ::close(descriptor); });
    struct stat status = {};
    if (::fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode))
        return {};
    QByteArray bytes(count, Qt::Uninitialized);
    const ssize_t read = ::pread(descriptor, bytes.data(), size_t(count), 0);
    if (read < 0)
        return {};
    bytes.truncate(read);
    return bytes;
}

bool isSqliteDatabase(const QString &path)
{
    return leadingBytes(path, sizeof SqliteMagic)
           == QByteArrayView(SqliteMagic, sizeof SqliteMagic);
}

bool isSqliteCompanion(const QString &path)
{
    for (const QString &ending : SqliteCompanionEndings) {
        if (path.endsWith(ending) && isSqliteDatabase(path.chopped(ending.size())))
            return true;
    }
    return false;
}

bool isSignatureFile(const QString &path)
{
    // A CMS signature in DER starts with a SEQUENCE (0x30), in PEM with its armour.
    const QByteArray start = leadingBytes(path, 32);
    return start.startsWith('\x30') || start.startsWith("-----BEGIN");
}

bool isCustodyReport(const QString &path)
{
    const QByteArray start = leadingBytes(path, 4096);
    if (start.contains("\"custody-acquisition-report\"")
        || start.contains("\"custody-verification-report\""))
        return true;
    if (!start.startsWith("%PDF-"))
        return false;
    // ReportPdfWriter names Custody as the creator, in UTF-16 as QPdfWriter writes it; a report
    // is a few MiB at most, so a larger file is not looked through.
    const Result<QByteArray> pdf = readWholeFile(path, 64 * 1024 * 1024);
    return pdf && pdf->contains(QByteArrayView("/Creator (\xfe\xff\0C\0u\0s\0t\0o\0d\0y", 22));
}

bool isAcquisitionMap(const QString &path)
{
    const QByteArray start = leadingBytes(path, 4096);
    return start.startsWith("# Custody:") || start.contains("# Mapfile. Created by GNU ddrescue")
           || start.contains("# Rescue Logfile. Created by GNU ddrescue");
}

bool isAcquisitionRecord(const QString &path)
{
    // The record's keys are sorted, so its "format" comes after the case, whose notes may be
    // long: a JSON object is looked through whole, up to the largest record Custody reads.
    if (!leadingBytes(path, 16).trimmed().startsWith('{'))
        return false;
    const Result<QByteArray> json = readWholeFile(path, 256 * 1024 * 1024);
    return json && json->contains("\"custody-acquisition-record\"");
}

namespace {

// An acquisition is there when its map or its record is, by content: a JSON report or a text
// file that happens to share a name with a record or a map is not one.
bool acquisitionIsThere(const AcquisitionFiles &files)
{
    return isAcquisitionMap(files.map()) || isAcquisitionRecord(files.record());
}

} // namespace

WriteGate::Identity WriteGate::Identity::of(const struct stat &status)
{
    return {status.st_dev, status.st_ino, qint64(status.st_ctim.tv_sec),
            qint64(status.st_ctim.tv_nsec)};
}

WriteGate::WriteGate(QString sysfsRoot)
    : m_sysfsRoot(sysfsRoot)
    , m_guard(std::move(sysfsRoot))
{}

void WriteGate::protectSource(const QString &path)
{
    m_guard.protectSource(path);
    // An E01 source stands on every segment of its set.
    if (Ewf::hasEwfSignature(path)) {
        if (const Result<QStringList> segments = Ewf::discoverSegments(path)) {
            for (const QString &segment : *segments)
                m_guard.protectFile(segment,
                                    tr("%1, a segment of the source %2").arg(segment, path));
        }
    }
}

void WriteGate::protectSource(const SourceDevice &source)
{
    const QString role = tr("the source %1").arg(source.path());
    if (const std::optional<LocalIdentity> local = source.localIdentity()) {
        if (local->blockDevice)
            m_guard.protectDevice(local->device, role);
        else
            m_guard.protectFileIdentity(local->device, local->inode, role);
    }
    if (source.kind() == SourceKind::BlockDevice || source.kind() == SourceKind::File)
        protectSource(source.path());
}

void WriteGate::protectFile(const QString &path, const QString &role)
{
    m_guard.protectFile(path, role);
}

void WriteGate::own(const QString &path)
{
    if (const std::optional<struct stat> status = lstatPath(path);
        status && S_ISREG(status->st_mode))
        m_owned.append(Identity::of(*status));
}

void WriteGate::ownBase(const QString &basePath)
{
    m_ownBases.append(absolutePath(basePath));
}

void WriteGate::allowReplacing(AcquisitionFileKind kind)
{
    m_replaceable.insert(kind);
}

bool WriteGate::isOwned(const struct stat &status) const
{
    return m_owned.contains(Identity::of(status));
}

namespace {

// Why a file of an acquisition is evidence: one whole sentence a kind, so that each reads well
// in every language.
QString protectedAsPartOf(AcquisitionFileKind kind, const QString &base)
{
    switch (kind) {
    case AcquisitionFileKind::Image:
        return WriteGate::tr("it is an image file of the acquisition %1").arg(base);
    case AcquisitionFileKind::Map:
        return WriteGate::tr("it is the map of the acquisition %1").arg(base);
    case AcquisitionFileKind::Record:
        return WriteGate::tr("it is the record of the acquisition %1").arg(base);
    case AcquisitionFileKind::Log:
        return WriteGate::tr("it is the log of the acquisition %1").arg(base);
    case AcquisitionFileKind::Checksums:
        return WriteGate::tr("it is a checksum file of the acquisition %1").arg(base);
    case AcquisitionFileKind::Windows:
        return WriteGate::tr("it holds the window digests of the acquisition %1").arg(base);
    case AcquisitionFileKind::Signature:
        return WriteGate::tr("it is a signature of a file of the acquisition %1").arg(base);
    case AcquisitionFileKind::Lock:
        return WriteGate::tr("it is the lock of the acquisition %1").arg(base);
    case AcquisitionFileKind::Report:
        return WriteGate::tr("it is the report of the acquisition %1").arg(base);
    }
    return {};
}

// Why a name that is free now is taken: it belongs to a file of an acquisition that is there.
QString nameBelongsTo(AcquisitionFileKind kind, const QString &base)
{
    switch (kind) {
    case AcquisitionFileKind::Image:
        return WriteGate::tr("the name belongs to an image file of the acquisition %1").arg(base);
    case AcquisitionFileKind::Map:
        return WriteGate::tr("the name belongs to the map of the acquisition %1").arg(base);
    case AcquisitionFileKind::Record:
        return WriteGate::tr("the name belongs to the record of the acquisition %1").arg(base);
    case AcquisitionFileKind::Log:
        return WriteGate::tr("the name belongs to the log of the acquisition %1").arg(base);
    case AcquisitionFileKind::Checksums:
        return WriteGate::tr("the name belongs to a checksum file of the acquisition %1").arg(base);
    case AcquisitionFileKind::Windows:
        return WriteGate::tr("the name belongs to the window digests of the acquisition %1")
            .arg(base);
    case AcquisitionFileKind::Signature:
        return WriteGate::tr("the name belongs to a signature of a file of the acquisition %1")
            .arg(base);
    case AcquisitionFileKind::Lock:
        return WriteGate::tr("the name belongs to the lock of the acquisition %1").arg(base);
    case AcquisitionFileKind::Report:
        return WriteGate::tr("the name belongs to the report of the acquisition %1").arg(base);
    }
    return {};
}

} // namespace

QString WriteGate::protectedBecause(const QString &path, const struct stat &status) const
{
    Q_UNUSED(status);
    const QByteArray start = leadingBytes(path, 4096);
    if (startsWith(start, QByteArrayView(SqliteMagic, sizeof SqliteMagic)))
        return tr("it is an SQLite database (a case history or another program's)");
    if (Ewf::hasEwfSignature(path))
        return tr("it is a segment of an E01 image");
    if (isAcquisitionMap(path))
        return tr("it is the map of an acquisition");
    if (isAcquisitionRecord(path))
        return tr("it is the record of an acquisition");
    for (const QString &ending : OtherImageEndings) {
        if (path.endsWith(ending, Qt::CaseInsensitive))
            return tr("its name says it is an image (%1)").arg(ending);
    }
    for (const AcquisitionFiles &files : AcquisitionFiles::candidatesFor(path)) {
        const std::optional<AcquisitionFileKind> kind = files.kindOf(path);
        if (!kind || m_replaceable.contains(*kind))
            continue;
        // Image endings and signatures are evidence on their own; the other names only when
        // the acquisition they would belong to is there.
        if (*kind == AcquisitionFileKind::Image || *kind == AcquisitionFileKind::Signature
            || acquisitionIsThere(files))
            return protectedAsPartOf(*kind, files.base());
    }
    return {};
}

QString WriteGate::nameTakenBecause(const QString &path) const
{
    for (const AcquisitionFiles &files : AcquisitionFiles::candidatesFor(path)) {
        const std::optional<AcquisitionFileKind> kind = files.kindOf(path);
        // A report's name is free until a report is there: writing one takes nothing away.
        if (!kind || *kind == AcquisitionFileKind::Report || m_replaceable.contains(*kind)
            || m_ownBases.contains(absolutePath(files.base())))
            continue;
        if (*kind == AcquisitionFileKind::Signature || acquisitionIsThere(files))
            return nameBelongsTo(*kind, files.base());
    }
    return {};
}

Result<void> WriteGate::check(const QString &path, PathChange change) const
{
    const Error::Code code
        = change == PathChange::Remove ? Error::Code::RemovalRefused : Error::Code::OutputOnSource;
    for (const QString &ending : SqliteCompanionEndings) {
        if (path.endsWith(ending) && isSqliteDatabase(path.chopped(ending.size())))
            return refusal(
                code, path,
                tr("it belongs to the SQLite database %1").arg(path.chopped(ending.size())));
    }
    const std::optional<struct stat> status = lstatPath(path);
    if (!status && change == PathChange::Remove)
        return {};
    // The source first (its stack, by identity): removing a name writes the file system that
    // holds it too. EvidenceGuard also refuses links and files that are not regular.
    if (const Result<void> safe = m_guard.checkOutput(path); !safe) {
        Error error = safe.error();
        if (error.code == Error::Code::OutputOnSource)
            error.code = code;
        return error;
    }
    if (!status) {
        if (const QString why = nameTakenBecause(path); !why.isEmpty())
            return refusal(code, path, why);
        return {};
    }
    if (isOwned(*status))
        return {};
    if (const QString why = protectedBecause(path, *status); !why.isEmpty())
        return refusal(code, path, why);
    // What exists and is not proven is somebody's: replaced only when it is a report Custody made
    // and the operation may replace reports, removed never.
    if (change == PathChange::Remove)
        return refusal(code, path, tr("nothing proves it is a file this operation wrote"));
    if (change == PathChange::Replace
        && !(m_replaceable.contains(AcquisitionFileKind::Report) && isCustodyReport(path)))
        return refusal(code, path,
                       tr("it exists, and nothing proves it is a report this operation may "
                          "replace; give a new file name, or move the file away"));
    return {};
}

Result<void> WriteGate::checkAll(const QStringList &paths, PathChange change) const
{
    for (const QString &path : paths) {
        if (const Result<void> checked = check(path, change); !checked)
            return checked;
    }
    return {};
}

Result<bool> WriteGate::dropSignatureOf(const QString &signedPath) const
{
    const QString signature = AcquisitionFiles::signatureOf(signedPath);
    if (!pathExists(signature))
        return false;
    if (!isSignatureFile(signature))
        return Error::fromErrno(Error::Code::RemovalRefused, 0, signature, -1,
                                tr("it is not a CMS signature (DER or PEM), so it is not removed "
                                   "with the signature of the file written anew"));
    WriteGate gate = *this;
    gate.own(signature);
    if (const Result<void> removed = gate.remove(signature); !removed)
        return removed.error();
    return true;
}

Result<void> WriteGate::remove(const QString &path) const
{
    const std::optional<struct stat> checked = lstatPath(path);
    if (!checked)
        return {};
    if (const Result<void> allowed = check(path, PathChange::Remove); !allowed)
        return allowed;
    // The name must still be the file that was checked.
    const std::optional<struct stat> now = lstatPath(path);
    if (!now)
        return {};
    if (now->st_dev != checked->st_dev || now->st_ino != checked->st_ino)
        return replacedWhileChecked(path);
    if (::unlink(nativePath(path).constData()) != 0 && errno != ENOENT)
        return Error::fromErrno(Error::Code::OutputNotSaved, errno, path, -1,
                                QStringLiteral("removing the file"));
    return {};
}

Result<void> WriteGate::rename(const QString &from, const QString &to) const
{
    const std::optional<struct stat> checked = lstatPath(from);
    if (!checked)
        return Error::fromErrno(Error::Code::OutputNotSaved, errno, from, -1,
                                QStringLiteral("renaming the file"));
    if (const Result<void> allowed = check(from, PathChange::Remove); !allowed)
        return allowed;
    if (const Result<void> allowed = check(to, PathChange::Create); !allowed)
        return allowed;
    const std::optional<struct stat> now = lstatPath(from);
    if (!now || Identity::of(*now) != Identity::of(*checked))
        return replacedWhileChecked(from);
    if (const int renameErrno = renameWithoutReplacing(nativePath(from), nativePath(to));
        renameErrno != 0)
        return Error::fromErrno(Error::Code::OutputNotSaved, renameErrno, to, -1,
                                QStringLiteral("giving the file %1 this name").arg(from));
    return {};
}

Result<QString> WriteGate::createFolder(const QString &parent, const QString &prefix)
{
    // Never "wherever the working directory is" for a parent that is missing (QDir::tempPath()
    // is empty when TMPDIR names nothing).
    if (parent.isEmpty() || QDir::isRelativePath(parent))
        return refusal(Error::Code::OutputOpenFailed, parent,
                       tr("a private folder is made only in a folder given by its absolute path"));
    // The folder it goes in, not the name it will have: nothing that exists is ever taken.
    if (m_guard.reaches(parent))
        return refusal(Error::Code::OutputOnSource, parent,
                       tr("writing in it writes to the source or to what the source stands on"));
    QByteArray name = nativePath(parent + u'/' + prefix + u"XXXXXX"_s);
    if (::mkdtemp(name.data()) == nullptr)
        return Error::fromErrno(Error::Code::OutputOpenFailed, errno, parent, -1,
                                QStringLiteral("creating a private folder"));
    const QString path = fromNativePath(name);
    if (const std::optional<struct stat> status = lstatPath(path);
        status && S_ISDIR(status->st_mode))
        m_ownedFolders.append(Identity::of(*status));
    return path;
}

Result<void> WriteGate::removeFolder(const QString &path) const
{
    const std::optional<struct stat> status = lstatPath(path);
    if (!status)
        return {};
    if (!S_ISDIR(status->st_mode) || !m_ownedFolders.contains(Identity::of(*status)))
        return refusal(Error::Code::RemovalRefused, path,
                       tr("it is not the folder this operation created there as it was created: "
                          "something was put in it or mounted on it, or it was replaced"));
    if (::rmdir(nativePath(path).constData()) != 0 && errno != ENOENT)
        return Error::fromErrno(Error::Code::RemovalRefused, errno, path, -1,
                                QStringLiteral("removing the folder (left as it is)"));
    return {};
}

} // namespace Custody
