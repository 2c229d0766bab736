// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisitionlock.h"
#include "history/historytransfer.h"
#include "testfiles.h"
#include "testprocess.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>
#include <map>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

// What a kind of protected file sets up in a scene's folder: the files that must come out
// byte-identical, and the names a hostile command aims at.
struct Scene
{
    QString folder;
    QStringList protectedFiles;
    QString file;   // the path a file-writing command is pointed at
    QString base;   // the base an acquisition is pointed at
    QString source; // what an acquisition reads
    QString record; // the record a report is made from
    QString image;  // the image a verification reads
    QString path(const QString &name) const { return folder + u'/' + name; }
};

ProcessResult custody(const QStringList &arguments, const QString &folder)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    environment.insert(u"XDG_DATA_HOME"_s, folder + u"/xdg"_s); // never the user's history
    return runProcess(cli, arguments, environment, folder);
}

bool acquire(const QString &source, const QString &base, const QStringList &options = {})
{
    const ProcessResult result = custody(
        QStringList{u"acquire"_s, source, base, u"--no-smart"_s} + options, QFileInfo(base).path());
    if (result.exitCode != 0)
        qWarning("%s", result.describe().constData());
    return result.exitCode == 0;
}

// The case every scene has: evidence.bin (2 MiB) acquired into CASE (raw, MD5 and SHA-256).
bool makeCase(Scene &scene, const QString &source, const QStringList &options = {})
{
    scene.source = source;
    scene.record = scene.path(u"CASE.json"_s);
    scene.image = scene.path(u"CASE.dd"_s);
    return acquire(source, scene.path(u"CASE"_s), options);
}

bool makeEvidence(const QString &path, quint32 seed)
{
    return writeFile(path, randomBytes(2 * MiB, seed));
}

// Each kind fills the scene or says why it cannot (skip).
using Kind = std::function<bool(Scene &scene, QString *skip)>;

bool sourceFile(Scene &scene, QString *)
{
    scene.file = scene.path(u"EV.dd"_s);
    scene.base = scene.path(u"EV"_s);
    scene.protectedFiles = {scene.file};
    return makeEvidence(scene.file, 1) && makeCase(scene, scene.file);
}

bool splitSource(Scene &scene, QString *)
{
    scene.protectedFiles = {scene.path(u"EV.001"_s), scene.path(u"EV.002"_s)};
    scene.file = scene.protectedFiles.first();
    scene.base = scene.path(u"EV"_s);
    return makeEvidence(scene.protectedFiles[0], 2) && makeEvidence(scene.protectedFiles[1], 3)
           && makeCase(scene, scene.file);
}

bool e01Source(Scene &scene, QString *)
{
    QDir(scene.folder).mkdir(u"made"_s);
    if (!makeEvidence(scene.path(u"made/evidence.bin"_s), 4)
        || !acquire(scene.path(u"made/evidence.bin"_s), scene.path(u"made/EV"_s),
                    {u"--format"_s, u"e01"_s, u"--segment-size"_s, u"1M"_s}))
        return false;
    for (const QString &segment :
         QDir(scene.path(u"made"_s)).entryList({u"EV.E*"_s}, QDir::Files, QDir::Name)) {
        if (!QFile::rename(scene.path(u"made/"_s + segment), scene.path(segment)))
            return false;
        scene.protectedFiles << scene.path(segment);
    }
    scene.file = scene.path(u"EV.E02"_s);
    scene.base = scene.path(u"EV"_s);
    return scene.protectedFiles.size() > 1 && makeCase(scene, scene.path(u"EV.E01"_s));
}

// Set by loopBackingFile, detached when the row ends.
QString g_loopDevice;

bool loopBackingFile(Scene &scene, QString *skip)
{
    if (::geteuid() != 0) {
        *skip = u"loop devices need root"_s;
        return true;
    }
    scene.file = scene.path(u"EV.dd"_s);
    scene.base = scene.path(u"EV"_s);
    scene.protectedFiles = {scene.file};
    if (!makeEvidence(scene.file, 5))
        return false;
    const ProcessResult loop
        = runProcess(u"losetup"_s, {u"--find"_s, u"--show"_s, u"--read-only"_s, scene.file});
    g_loopDevice = QString::fromUtf8(loop.standardOutput).trimmed();
    return loop.exitCode == 0 && makeCase(scene, g_loopDevice);
}

// A whole drive that must never be overwritten, as a loop device over a file of its own: what
// the refused command must leave byte for byte is the device. Set up by the kinds below; the row
// undoes it (swapoff, unmount, detach) when it ends.
QString g_swapDevice;
QString g_mountPoint;

bool loopDrive(Scene &scene, QString *skip, const QStringList &options = {})
{
    if (::geteuid() != 0) {
        *skip = u"loop devices need root"_s;
        return true;
    }
    const QString backing = scene.path(u"drive.img"_s);
    if (!makeEvidence(backing, 13))
        return false;
    const ProcessResult loop = runProcess(u"losetup"_s, QStringList{u"--find"_s, u"--show"_s}
                                                            + options + QStringList{backing});
    g_loopDevice = QString::fromUtf8(loop.standardOutput).trimmed();
    scene.file = g_loopDevice;
    scene.protectedFiles = {g_loopDevice};
    scene.source = scene.path(u"evidence.bin"_s); // what a clone onto the drive reads
    return loop.exitCode == 0 && makeEvidence(scene.source, 15);
}

bool mountedDrive(Scene &scene, QString *skip)
{
    if (!loopDrive(scene, skip) || !skip->isEmpty())
        return skip->isEmpty() ? false : true;
    g_mountPoint = scene.path(u"mounted"_s);
    return QDir(scene.folder).mkdir(u"mounted"_s)
           && runProcess(
                  u"mkfs.ext4"_s,
                  {u"-q"_s, u"-E"_s, u"lazy_itable_init=0,lazy_journal_init=0"_s, g_loopDevice})
                      .exitCode
                  == 0
           && runProcess(u"mount"_s, {g_loopDevice, g_mountPoint}).exitCode == 0;
}

// A swap device in use: a system disk of this workstation.
bool swapDrive(Scene &scene, QString *skip)
{
    if (!loopDrive(scene, skip) || !skip->isEmpty())
        return skip->isEmpty() ? false : true;
    if (runProcess(u"mkswap"_s, {g_loopDevice}).exitCode != 0)
        return false;
    if (runProcess(u"swapon"_s, {g_loopDevice}).exitCode != 0)
        *skip = u"swapon is not allowed here"_s;
    else
        g_swapDevice = g_loopDevice;
    return true;
}

// A partition of a drive (an MBR with one partition from sector 2048): never a whole drive to
// overwrite. Kernels without MBR support get the same partition through addpart (BLKPG).
bool partitionOfADrive(Scene &scene, QString *skip)
{
    if (::geteuid() != 0) {
        *skip = u"loop devices need root"_s;
        return true;
    }
    const QString backing = scene.path(u"drive.img"_s);
    QByteArray drive = randomBytes(4 * MiB, 14);
    const quint32 first = 2048;
    const quint32 sectors = quint32(drive.size() / 512) - first;
    QByteArray entry(16, '\0');
    entry[4] = '\x83'; // Linux
    for (int index = 0; index < 4; ++index) {
        entry[8 + index] = char((first >> (8 * index)) & 0xff);
        entry[12 + index] = char((sectors >> (8 * index)) & 0xff);
    }
    drive.replace(0x1be, 16, entry);
    drive[510] = '\x55';
    drive[511] = '\xaa';
    if (!writeFile(backing, drive))
        return false;
    const ProcessResult loop
        = runProcess(u"losetup"_s, {u"--find"_s, u"--show"_s, u"--partscan"_s, backing});
    g_loopDevice = QString::fromUtf8(loop.standardOutput).trimmed();
    if (loop.exitCode != 0)
        return false;
    scene.file = g_loopDevice + u"p1"_s;
    for (int attempt = 0; attempt < 20 && !QFileInfo::exists(scene.file); ++attempt)
        QThread::msleep(100);
    if (!QFileInfo::exists(scene.file))
        runProcess(u"addpart"_s,
                   {g_loopDevice, u"1"_s, QString::number(first), QString::number(sectors)});
    if (!QFileInfo::exists(scene.file))
        *skip = u"the kernel made no partition device"_s;
    scene.protectedFiles = {g_loopDevice};
    scene.source = scene.path(u"evidence.bin"_s); // what a clone onto the partition reads
    if (!makeEvidence(scene.source, 15))
        return false;
    return true;
}

bool caseFile(Scene &scene, const QString &name)
{
    if (!makeEvidence(scene.path(u"evidence.bin"_s), 6)
        || !makeCase(scene, scene.path(u"evidence.bin"_s)))
        return false;
    scene.file = scene.path(name);
    scene.base = scene.path(u"CASE"_s);
    scene.protectedFiles = {scene.file};
    return true;
}

// The case folder copied elsewhere: the record's paths name the first folder.
bool copiedCaseFile(Scene &scene, const QString &name)
{
    if (!caseFile(scene, name))
        return false;
    QDir(scene.folder).mkdir(u"copy"_s);
    for (const QString &file : QDir(scene.folder).entryList({u"CASE.*"_s}, QDir::Files)) {
        if (!QFile::copy(scene.path(file), scene.path(u"copy/"_s + file)))
            return false;
    }
    scene.record = scene.path(u"copy/CASE.json"_s);
    scene.image = scene.path(u"copy/CASE.dd"_s);
    scene.file = scene.path(u"copy/"_s + name);
    scene.base = scene.path(u"copy/CASE"_s);
    scene.protectedFiles = {scene.file};
    return true;
}

bool caseHistory(Scene &scene, QString *)
{
    const QString history = scene.path(u"history.sqlite"_s);
    if (!makeEvidence(scene.path(u"evidence.bin"_s), 7)
        || !makeCase(scene, scene.path(u"evidence.bin"_s), {u"--history"_s, history}))
        return false;
    scene.file = history;
    scene.base = scene.path(u"history.sqlite"_s).chopped(7);
    scene.protectedFiles = {history};
    return true;
}

// Another program's database in WAL mode, held open by this test (so its -wal and -shm are
// there) until the row ends.
QString g_foreignConnection;

bool foreignWalDatabase(Scene &scene, const QString &target)
{
    if (!caseFile(scene, u"CASE.dd"_s))
        return false;
    const QString path = scene.path(u"other.db"_s);
    g_foreignConnection = u"foreign-"_s + scene.folder;
    QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, g_foreignConnection);
    database.setDatabaseName(path);
    if (!database.open())
        return false;
    QSqlQuery query(database);
    for (const QString &statement : {u"PRAGMA journal_mode=WAL"_s, u"PRAGMA wal_autocheckpoint=0"_s,
                                     u"CREATE TABLE mail(id INTEGER PRIMARY KEY, body TEXT)"_s,
                                     u"INSERT INTO mail(body) VALUES ('kept in the WAL')"_s}) {
        if (!query.exec(statement))
            return false;
    }
    scene.protectedFiles = {path, path + u"-wal"_s, path + u"-shm"_s};
    scene.file = path + target;
    scene.base = path.chopped(3);
    return QFileInfo::exists(path + u"-wal"_s) && QFileInfo::exists(path + u"-shm"_s);
}

bool signature(Scene &scene, QString *skip)
{
    const QString openssl = QStandardPaths::findExecutable(u"openssl"_s);
    if (openssl.isEmpty()) {
        *skip = u"openssl is missing"_s;
        return true;
    }
    const ProcessResult made
        = runProcess(openssl,
                     {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-subj"_s,
                      u"/CN=Examiner"_s, u"-days"_s, u"2"_s, u"-keyout"_s, scene.path(u"key.pem"_s),
                      u"-out"_s, scene.path(u"cert.pem"_s)},
                     scene.folder);
    if (made.exitCode != 0 || !makeEvidence(scene.path(u"evidence.bin"_s), 8)
        || !makeCase(scene, scene.path(u"evidence.bin"_s),
                     {u"--sign-key"_s, scene.path(u"key.pem"_s), u"--sign-cert"_s,
                      scene.path(u"cert.pem"_s)}))
        return false;
    scene.file = scene.path(u"CASE.json.p7s"_s);
    scene.base = scene.path(u"CASE"_s);
    scene.protectedFiles = {scene.file, scene.path(u"CASE.txt.p7s"_s), scene.path(u"CASE.txt"_s)};
    return QFileInfo::exists(scene.file);
}

// The name a signature of the log would have, not there yet: a report written under it would be
// taken for a stale signature and removed.
bool signatureName(Scene &scene, QString *)
{
    if (!caseFile(scene, u"CASE.txt.p7s"_s))
        return false;
    scene.protectedFiles = {scene.path(u"CASE.txt"_s)};
    return true;
}

// A file beside the acquisition log with a signature's name that is no signature: a writer that
// appends to the log (a conversion naming its E01) would leave it, stale, or remove the
// examiner's file; it refuses before the log is touched.
bool notASignatureBesideTheLog(Scene &scene, QString *)
{
    if (!caseFile(scene, u"CASE.txt.p7s"_s))
        return false;
    scene.protectedFiles = {scene.path(u"CASE.txt"_s), scene.file};
    return writeFile(scene.file, "the examiner's notes, not a signature\n");
}

bool foreignLock(Scene &scene, QString *)
{
    if (!caseFile(scene, u"CASE.dd"_s))
        return false;
    scene.file = scene.path(u"NEW.lock"_s);
    scene.base = scene.path(u"NEW"_s);
    scene.protectedFiles = {scene.file};
    return writeFile(scene.file, "the examiner's notes, not a lock\n");
}

// GNU ddrescue's image and mapfile: nothing proves Custody wrote them.
bool ddrescueImage(Scene &scene, QString *)
{
    if (!caseFile(scene, u"CASE.dd"_s))
        return false;
    scene.base = scene.path(u"RES"_s);
    scene.file = scene.path(u"RES.dd"_s);
    scene.protectedFiles = {scene.file, scene.path(u"RES.map"_s)};
    return makeEvidence(scene.file, 9)
           && writeFile(scene.path(u"RES.map"_s),
                        "# Mapfile. Created by GNU ddrescue version 1.27\n"
                        "# current_pos  current_status  current_pass\n"
                        "0x00000000     +               1\n"
                        "#      pos        size  status\n"
                        "0x00000000  0x00200000  +\n");
}

// Another tool's raw image with its hashlog, no map and no record.
bool foreignImage(Scene &scene, QString *)
{
    if (!caseFile(scene, u"CASE.dd"_s))
        return false;
    scene.base = scene.path(u"OTHER"_s);
    scene.file = scene.path(u"OTHER.dd"_s);
    scene.protectedFiles = {scene.file, scene.path(u"OTHER.md5"_s)};
    return makeEvidence(scene.file, 10)
           && writeFile(scene.path(u"OTHER.md5"_s), "0123456789abcdef0123456789abcdef  OTHER.dd\n");
}

// An image of another format beside a case (the examiner's CASE.001 next to Custody's raw
// CASE.dd): the map proves only the images of the format it names, and a refusal leaves the
// whole case as it was (nothing is replaced or removed before every removal is allowed).
bool otherFormatBesideCase(Scene &scene, QString *)
{
    if (!caseFile(scene, u"CASE.001"_s) || !makeEvidence(scene.file, 11))
        return false;
    scene.protectedFiles = {scene.file, scene.path(u"CASE.dd"_s), scene.path(u"CASE.map"_s),
                            scene.path(u"CASE.json"_s), scene.path(u"CASE.txt"_s)};
    return true;
}

// GNU ddrescue's mapfile alone at the base's map name (its image under another name): a map
// without Custody's companion line proves nothing, not even itself.
bool ddrescueMapAlone(Scene &scene, QString *)
{
    if (!caseFile(scene, u"CASE.dd"_s))
        return false;
    scene.base = scene.path(u"RES"_s);
    scene.file = scene.path(u"RES.map"_s);
    scene.protectedFiles = {scene.file, scene.path(u"rescued.img"_s)};
    return makeEvidence(scene.path(u"rescued.img"_s), 12)
           && writeFile(scene.file, "# Mapfile. Created by GNU ddrescue version 1.27\n"
                                    "# current_pos  current_status  current_pass\n"
                                    "0x00000000     +               1\n"
                                    "#      pos        size  status\n"
                                    "0x00000000  0x00200000  +\n");
}

const std::map<QString, Kind> &kinds()
{
    static const std::map<QString, Kind> table{
        {u"source file"_s, sourceFile},
        {u"split source"_s, splitSource},
        {u"E01 source"_s, e01Source},
        {u"loop backing file"_s, loopBackingFile},
        {u"image"_s,
         [](Scene &scene, QString *) {
             return caseFile(scene, u"CASE.dd"_s);
         }},
        {u"map"_s,
         [](Scene &scene, QString *) {
             return caseFile(scene, u"CASE.map"_s);
         }},
        {u"checksums"_s,
         [](Scene &scene, QString *) {
             return caseFile(scene, u"CASE.sha256"_s);
         }},
        {u"log"_s,
         [](Scene &scene, QString *) {
             return caseFile(scene, u"CASE.txt"_s);
         }},
        {u"record"_s,
         [](Scene &scene, QString *) {
             return caseFile(scene, u"CASE.json"_s);
         }},
        {u"image of a copied case"_s,
         [](Scene &scene, QString *) {
             return copiedCaseFile(scene, u"CASE.dd"_s);
         }},
        {u"map of a copied case"_s,
         [](Scene &scene, QString *) {
             return copiedCaseFile(scene, u"CASE.map"_s);
         }},
        {u"checksums of a copied case"_s,
         [](Scene &scene, QString *) {
             return copiedCaseFile(scene, u"CASE.sha256"_s);
         }},
        {u"case history"_s, caseHistory},
        {u"foreign WAL database"_s,
         [](Scene &scene, QString *) {
             return foreignWalDatabase(scene, {});
         }},
        {u"foreign WAL file"_s,
         [](Scene &scene, QString *) {
             return foreignWalDatabase(scene, u"-wal"_s);
         }},
        {u"signature"_s, signature},
        {u"signature name"_s, signatureName},
        {u"lock"_s, foreignLock},
        {u"not a signature beside the log"_s, notASignatureBesideTheLog},
        {u"ddrescue image and map"_s, ddrescueImage},
        {u"another tool's image"_s, foreignImage},
        {u"image of another format beside a case"_s, otherFormatBesideCase},
        {u"ddrescue map alone"_s, ddrescueMapAlone},
        {u"a mounted drive"_s, mountedDrive},
        {u"a swap drive"_s, swapDrive},
        {u"a partition of a drive"_s, partitionOfADrive},
        {u"a write-blocked drive"_s,
         [](Scene &scene, QString *skip) {
             return loopDrive(scene, skip, {u"--read-only"_s});
         }},
        // A clone aimed at the drive it reads.
        {u"the source drive"_s,
         [](Scene &scene, QString *skip) {
             if (!loopDrive(scene, skip))
                 return false;
             scene.source = g_loopDevice;
             return true;
         }},
    };
    return table;
}

using Command = std::function<QStringList(const Scene &scene)>;

const std::map<QString, Command> &commands()
{
    static const std::map<QString, Command> table{
        {u"acquire"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s, s.source, s.base, u"--no-smart"_s};
         }},
        {u"acquire --force, split"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s, s.source,     s.base, u"--no-smart"_s,
                                u"--force"_s, u"--split"_s, u"1M"_s};
         }},
        {u"acquire --force, E01"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s, s.source,      s.base,  u"--no-smart"_s,
                                u"--force"_s, u"--format"_s, u"e01"_s};
         }},
        // A second output of one read pointed at the scene: the first one is a new base.
        {u"acquire --also"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s,    s.source,    s.path(u"FIRST"_s),
                                u"--no-smart"_s, u"--also"_s, s.base};
         }},
        {u"acquire --also --force, split"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s,
                                s.source,
                                s.path(u"FIRST"_s),
                                u"--no-smart"_s,
                                u"--force"_s,
                                u"--also"_s,
                                s.base,
                                u"--also-format"_s,
                                u"split"_s,
                                u"--also-segment-size"_s,
                                u"1M"_s};
         }},
        {u"acquire --also --force, E01"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s,    s.source,           s.path(u"FIRST"_s),
                                u"--no-smart"_s, u"--force"_s,       u"--also"_s,
                                s.base,          u"--also-format"_s, u"e01"_s};
         }},
        {u"acquire --resume"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s, s.source, s.base, u"--no-smart"_s, u"--resume"_s};
         }},
        {u"acquire --history"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s,    s.source,       s.path(u"NEW"_s),
                                u"--no-smart"_s, u"--history"_s, s.file};
         }},
        {u"acquire --clone"_s,
         [](const Scene &s) {
             return QStringList{u"acquire"_s, s.source, s.path(u"CLONE"_s), u"--no-smart"_s,
                                u"--clone"_s, s.file,   u"--yes"_s};
         }},
        {u"report --force --pdf"_s,
         [](const Scene &s) {
             return QStringList{u"report"_s, s.record, u"--pdf"_s, s.file, u"--force"_s};
         }},
        {u"report --force --text"_s,
         [](const Scene &s) {
             return QStringList{u"report"_s, s.record, u"--text"_s, s.file, u"--force"_s};
         }},
        {u"report --force --json"_s,
         [](const Scene &s) {
             return QStringList{u"report"_s, s.record, u"--json"_s, s.file, u"--force"_s};
         }},
        {u"verify --pdf"_s,
         [](const Scene &s) {
             return QStringList{u"verify"_s, s.image, u"--pdf"_s, s.file};
         }},
        {u"verify --history"_s,
         [](const Scene &s) {
             return QStringList{u"verify"_s, s.image, u"--history"_s, s.file};
         }},
        {u"history import"_s,
         [](const Scene &s) {
             return QStringList{u"history"_s, u"import"_s, s.record, u"--history"_s, s.file};
         }},
        {u"convert"_s,
         [](const Scene &s) {
             return QStringList{u"convert"_s, s.record, u"--format"_s, u"e01"_s};
         }},
        {u"convert --history"_s,
         [](const Scene &s) {
             return QStringList{u"convert"_s, s.record,       u"--format"_s,
                                u"e01"_s,     u"--history"_s, s.file};
         }},
        {u"report --history"_s,
         [](const Scene &s) {
             return QStringList{u"report"_s,          s.record,       u"--pdf"_s,
                                s.path(u"new.pdf"_s), u"--history"_s, s.file};
         }},
        {u"history export --output"_s,
         [](const Scene &s) {
             return QStringList{u"history"_s,  u"export"_s,    u"--case"_s,
                                u"LAB-1"_s,    u"--history"_s, s.path(u"lab.sqlite"_s),
                                u"--output"_s, s.file};
         }},
        {u"queue --status"_s,
         [](const Scene &s) {
             // A queue that would run one harmless job, its status file aimed at the kind.
             writeFile(s.path(u"jobs.txt"_s), "verify no-such-image.dd\n");
             return QStringList{u"queue"_s, s.path(u"jobs.txt"_s), u"--status"_s, s.file};
         }},
        {u"wipe"_s,
         [](const Scene &s) {
             return QStringList{u"wipe"_s,         s.file,     u"--certificate"_s,
                                s.path(u"CERT"_s), u"--yes"_s, u"--no-smart"_s};
         }},
        {u"wipe --certificate"_s,
         [](const Scene &s) {
             // The certificate aimed at a case's files (refused before any drive is opened).
             return QStringList{u"wipe"_s,          s.path(u"no-such-drive"_s),
                                u"--certificate"_s, s.file.section(u'.', 0, -2),
                                u"--yes"_s,         u"--no-smart"_s};
         }},
    };
    return table;
}

} // namespace

// The safety matrix: every command that writes, pointed at every kind of file it must never
// change. Each row is one command against one kind; a new command or a new kind is one entry in
// the tables above and the rows that combine it. A row passes when the command is refused
// (non-zero exit), its message names one of the protected files, and every protected file is
// byte-identical afterwards (SHA-256).
class TestSafetyMatrix : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void protectedFilesSurvive_data();
    void protectedFilesSurvive();
    void startingOverInACopiedCaseFolder();
    void aLockRemovesOnlyItsOwnFile();
    void theLayoutsViewFolderLeavesTheTemporaryFolderAsItWas();
    void aLabServersSpoolTakesNoOtherFile_data();
    void aLabServersSpoolTakesNoOtherFile();
};

void TestSafetyMatrix::protectedFilesSurvive_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("kind");
    // What starting over must never replace, as the first output or as an --also output.
    const QStringList startingOverSplit{u"source file"_s,
                                        u"split source"_s,
                                        u"E01 source"_s,
                                        u"loop backing file"_s,
                                        u"ddrescue image and map"_s,
                                        u"another tool's image"_s,
                                        u"image of another format beside a case"_s,
                                        u"ddrescue map alone"_s};
    QStringList startingOverE01 = startingOverSplit;
    startingOverE01.removeOne(u"E01 source"_s);
    const std::pair<const char *, QStringList> rows[] = {
        {"acquire --force, split", startingOverSplit},
        {"acquire --force, E01", startingOverE01},
        {"acquire --also --force, split", startingOverSplit},
        {"acquire --also --force, E01", startingOverE01},
        {"acquire", {u"lock"_s}},
        {"acquire --also", {u"lock"_s}},
        {"acquire --resume", {u"lock"_s}},
        {"report --force --pdf",
         {u"source file"_s, u"E01 source"_s, u"loop backing file"_s, u"image"_s, u"map"_s,
          u"image of a copied case"_s, u"map of a copied case"_s, u"case history"_s,
          u"foreign WAL database"_s, u"foreign WAL file"_s, u"signature"_s, u"signature name"_s,
          u"another tool's image"_s}},
        {"report --force --text",
         {u"checksums"_s, u"log"_s, u"record"_s, u"map of a copied case"_s,
          u"checksums of a copied case"_s, u"signature name"_s}},
        {"report --force --json", {u"record"_s, u"image of a copied case"_s}},
        {"verify --pdf",
         {u"image"_s, u"map"_s, u"case history"_s, u"foreign WAL database"_s, u"signature"_s,
          u"signature name"_s}},
        {"acquire --history", {u"image"_s, u"foreign WAL database"_s}},
        {"verify --history", {u"foreign WAL database"_s, u"image"_s}},
        {"report --history", {u"foreign WAL database"_s, u"map"_s}},
        {"convert --history", {u"foreign WAL database"_s}},
        {"convert", {u"not a signature beside the log"_s}},
        {"history import", {u"foreign WAL database"_s}},
        {"history export --output",
         {u"image"_s, u"record"_s, u"case history"_s, u"foreign WAL file"_s, u"signature"_s,
          u"signature name"_s, u"another tool's image"_s}},
        {"wipe",
         {u"a mounted drive"_s, u"a swap drive"_s, u"a partition of a drive"_s,
          u"a write-blocked drive"_s}},
        {"wipe --certificate", {u"record"_s}},
        {"queue --status",
         {u"source file"_s, u"E01 source"_s, u"image"_s, u"map"_s, u"checksums"_s, u"log"_s,
          u"record"_s, u"case history"_s, u"foreign WAL database"_s, u"signature"_s, u"lock"_s,
          u"ddrescue map alone"_s, u"another tool's image"_s}},
        {"acquire --clone",
         {u"the source drive"_s, u"a mounted drive"_s, u"a swap drive"_s,
          u"a partition of a drive"_s, u"a write-blocked drive"_s, u"source file"_s,
          u"loop backing file"_s}},
    };
    for (const auto &[command, kindNames] : rows) {
        QVERIFY(commands().count(QString::fromLatin1(command)));
        for (const QString &kind : kindNames) {
            QVERIFY2(kinds().count(kind), qPrintable(kind));
            QTest::addRow("%s × %s", command, qPrintable(kind))
                << QString::fromLatin1(command) << kind;
        }
    }
}

void TestSafetyMatrix::protectedFilesSurvive()
{
    QFETCH(QString, command);
    QFETCH(QString, kind);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const auto cleanUp = qScopeGuard([] {
        if (!g_swapDevice.isEmpty())
            runProcess(u"swapoff"_s, {g_swapDevice});
        if (!g_mountPoint.isEmpty())
            runProcess(u"umount"_s, {g_mountPoint});
        g_swapDevice.clear();
        g_mountPoint.clear();
        if (!g_loopDevice.isEmpty())
            runProcess(u"losetup"_s, {u"--detach"_s, g_loopDevice});
        g_loopDevice.clear();
        if (!g_foreignConnection.isEmpty()) {
            QSqlDatabase::database(g_foreignConnection).close();
            QSqlDatabase::removeDatabase(g_foreignConnection);
        }
        g_foreignConnection.clear();
    });
    Scene scene;
    scene.folder = folder.path();
    QString skip;
    QVERIFY2(kinds().at(kind)(scene, &skip), "setting up the scene failed");
    if (!skip.isEmpty())
        QSKIP(qPrintable(skip));
    QVERIFY(!scene.protectedFiles.isEmpty());
    QStringList before;
    for (const QString &path : std::as_const(scene.protectedFiles)) {
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        before << QString::fromLatin1(sha256Hex(readFile(path)));
    }
    const ProcessResult result = custody(commands().at(command)(scene), scene.folder);
    QVERIFY2(result.exitCode > 0, result.describe());
    bool named = false;
    for (const QString &path : std::as_const(scene.protectedFiles))
        named = named || result.standardError.contains(QFileInfo(path).fileName().toUtf8());
    QVERIFY2(named, result.describe());
    for (qsizetype index = 0; index < scene.protectedFiles.size(); ++index)
        QVERIFY2(QString::fromLatin1(sha256Hex(readFile(scene.protectedFiles[index])))
                     == before[index],
                 qPrintable(scene.protectedFiles[index] + u" changed"_s));
}

// The other side of the matrix: --force in a copied case folder starts over, because the record
// proves its files by their names in that folder (not by its paths, which name the first
// folder), and the first folder is left as it was.
void TestSafetyMatrix::startingOverInACopiedCaseFolder()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    Scene scene;
    scene.folder = folder.path();
    QVERIFY(copiedCaseFile(scene, u"CASE.dd"_s));
    const QStringList first = QDir(scene.folder).entryList({u"CASE.*"_s}, QDir::Files);
    QVERIFY(first.contains(u"CASE.txt"_s));
    QStringList before;
    for (const QString &name : first)
        before << QString::fromLatin1(sha256Hex(readFile(scene.path(name))));
    const ProcessResult result = custody({u"acquire"_s, scene.source, scene.base, u"--no-smart"_s,
                                          u"--force"_s, u"--split"_s, u"1M"_s},
                                         scene.folder);
    QVERIFY2(result.exitCode == 0, result.describe());
    QVERIFY(!QFileInfo::exists(scene.path(u"copy/CASE.dd"_s)));
    QVERIFY(QFileInfo::exists(scene.path(u"copy/CASE.002"_s)));
    QCOMPARE(QDir(scene.folder).entryList({u"CASE.*"_s}, QDir::Files), first);
    for (qsizetype index = 0; index < first.size(); ++index)
        QVERIFY2(QString::fromLatin1(sha256Hex(readFile(scene.path(first[index]))))
                     == before[index],
                 qPrintable(first[index] + u" changed"_s));
}

// A lock removes its file when it is released only if the name is still that file: whatever was
// put there meanwhile (the lock moved away, notes saved under its name) is not the lock's.
void TestSafetyMatrix::aLockRemovesOnlyItsOwnFile()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = Custody::AcquisitionLock::outputLockPath(folder.filePath(u"NEW"_s));
    const QByteArray notes("the examiner's notes, saved under the lock's name\n");
    {
        const auto held
            = Custody::AcquisitionLock::take(path, u"the output"_s, u"custody-cli acquire"_s);
        QVERIFY(held);
        QVERIFY(QFile::rename(path, folder.filePath(u"moved.lock"_s)));
        QVERIFY(writeFile(path, notes));
    }
    QCOMPARE(readFile(path), notes);
}

// The one folder `info` (and an acquisition, and the drive list) creates: the layout of an E01
// is read through a FUSE view mounted on a new private folder in the temporary folder, removed
// by the write gate only as it made it. Whatever else is there, a folder named as the view's
// are included, comes out as it was; with no temporary folder to make it in, the layout is not
// read and the error says why.
void TestSafetyMatrix::theLayoutsViewFolderLeavesTheTemporaryFolderAsItWas()
{
    if (::geteuid() != 0)
        QSKIP("the layout of an E01 is read through a FUSE view, which needs root");
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    Scene scene;
    scene.folder = folder.path();
    QString skip;
    QVERIFY(e01Source(scene, &skip));
    const QString temporary = scene.path(u"tmp"_s);
    QVERIFY(QDir(scene.folder).mkdir(u"tmp"_s));
    QVERIFY(QDir(temporary).mkdir(u"custody-view-AbCdEf"_s));
    QVERIFY(writeFile(temporary + u"/custody-view-123456"_s, "not a folder"));
    QVERIFY(writeFile(temporary + u"/custody-view-AbCdEf/inside"_s, "kept"));
    const auto listing = [&temporary] {
        QStringList entries;
        QDirIterator it(temporary, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            entries << path + u' ' + QString::fromLatin1(sha256Hex(readFile(path)));
        }
        entries.sort();
        return entries;
    };
    const QStringList before = listing();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    environment.insert(u"XDG_DATA_HOME"_s, scene.path(u"xdg"_s));
    environment.insert(u"TMPDIR"_s, temporary);
    const ProcessResult read
        = runProcess(cli, {u"info"_s, scene.path(u"EV.E01"_s)}, environment, scene.folder);
    QVERIFY2(read.exitCode == 0, read.describe());
    QVERIFY2(read.standardOutput.contains("partition table"), read.describe());
    QCOMPARE(listing(), before);

    environment.insert(u"TMPDIR"_s, scene.path(u"no-such-folder"_s));
    const ProcessResult refused
        = runProcess(cli, {u"info"_s, scene.path(u"EV.E01"_s)}, environment, scene.folder);
    QVERIFY2(refused.exitCode > 0, refused.describe());
    QVERIFY2(refused.standardError.contains("no private folder for the layout's view"),
             refused.describe());
    QVERIFY(!QFileInfo::exists(scene.path(u"no-such-folder"_s)));
}

void TestSafetyMatrix::aLabServersSpoolTakesNoOtherFile_data()
{
    QTest::addColumn<QString>("put");
    for (const char *put : {"a link to the image", "the image's second name (hard link)",
                            "another program's database", "a FIFO"})
        QTest::newRow(put) << QString::fromLatin1(put);
}

// The spool a station writes when its lab's server does not answer has a name of Custody's
// choosing in the user's data folder. Whatever is found under that name that is not a spool (a
// link or a second name of evidence, another program's database, a FIFO) is refused before
// anything is acquired, the refusal names it, and it is left as it was.
void TestSafetyMatrix::aLabServersSpoolTakesNoOtherFile()
{
    QFETCH(QString, put);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    Scene scene;
    scene.folder = folder.path();
    QVERIFY(makeEvidence(scene.path(u"evidence.bin"_s), 9));
    QVERIFY(makeCase(scene, scene.path(u"evidence.bin"_s)));
    const QString url = u"postgresql://127.0.0.1:1/lab"_s; // nothing listens on port 1
    const QByteArray dataHome = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME",
            Custody::nativePath(scene.path(u"xdg"_s))); // as custody() gives the CLI
    const QString spool = Custody::spoolPathFor(url);
    qputenv("XDG_DATA_HOME", dataHome);
    QVERIFY(spool.startsWith(scene.path(u"xdg/"_s)));
    QVERIFY(QDir().mkpath(QFileInfo(spool).path()));
    QString kept = scene.image;
    if (put == u"a link to the image"_s) {
        QVERIFY(QFile::link(scene.image, spool));
    } else if (put.startsWith(u"the image's second name"_s)) {
        QCOMPARE(::link(Custody::nativePath(scene.image).constData(),
                        Custody::nativePath(spool).constData()),
                 0);
    } else if (put == u"a FIFO"_s) {
        QCOMPARE(::mkfifo(Custody::nativePath(spool).constData(), 0600), 0);
        kept.clear();
    } else {
        kept = spool;
        {
            QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"mail"_s);
            database.setDatabaseName(spool);
            QVERIFY(database.open());
            QSqlQuery query(database);
            QVERIFY(query.exec(u"CREATE TABLE mail(id INTEGER PRIMARY KEY, body TEXT)"_s));
            QVERIFY(query.exec(u"INSERT INTO mail(body) VALUES ('kept')"_s));
        }
        QSqlDatabase::removeDatabase(u"mail"_s);
    }
    const QByteArray before = kept.isEmpty() ? QByteArray() : sha256Hex(readFile(kept));
    const ProcessResult result = custody(
        {u"acquire"_s, scene.source, scene.path(u"NEW"_s), u"--no-smart"_s, u"--history"_s, url},
        scene.folder);
    QVERIFY2(result.exitCode > 0, result.describe());
    QVERIFY2(result.standardError.contains(QFileInfo(spool).fileName().toUtf8()),
             result.describe());
    QVERIFY(!QFileInfo::exists(scene.path(u"NEW.dd"_s)));
    if (!kept.isEmpty())
        QCOMPARE(sha256Hex(readFile(kept)), before);
    if (put == u"a FIFO"_s) {
        const std::optional<struct stat> status = Custody::lstatPath(spool);
        QVERIFY(status && S_ISFIFO(status->st_mode));
    }
}

QTEST_GUILESS_MAIN(TestSafetyMatrix)
#include "tst_safetymatrix.moc"
