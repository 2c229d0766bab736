// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/writegate.h"
#include "engine/acquisitionfiles.h"
#include "testfiles.h"

#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Custody::AcquisitionFileKind)

// The write gate's decisions on real files (no root needed; the device stacks are in
// tst_evidenceguard and tst_selfdestruction), and AcquisitionFiles, the one place the names of
// an acquisition's files are spelled.
class TestWriteGate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kindOfEveryName_data();
    void kindOfEveryName();
    void candidatesForNestedEndings();
    void existingListsEveryFormat();
    void refusesWhatItProtects_data();
    void refusesWhatItProtects();
    void removalNeedsProof();
    void aReportMayReplaceAReportOnly();
    void theSourceWinsOverOwnership();
    void aFolderIsRemovedOnlyAsItWasCreated();
    void aFileIsRenamedOnlyAsItsOwnAndOverNothing();
    void everySegmentOfAnE01SourceIsTheSource();
    void aFileChangedAfterItsProofIsNotProven();
    void namesAreTakenOnlyByAnAcquisitionThatIsThere();
    void staleSignatureIsRemovedOnlyIfItIsOne();
};

void TestWriteGate::kindOfEveryName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("known");
    QTest::addColumn<AcquisitionFileKind>("kind");
    const auto row = [](const char *name, AcquisitionFileKind kind) {
        QTest::newRow(name) << QString::fromUtf8(name) << true << kind;
    };
    row("B.dd", AcquisitionFileKind::Image);
    row("B.000", AcquisitionFileKind::Image);
    row("B.001", AcquisitionFileKind::Image);
    row("B.1234", AcquisitionFileKind::Image);
    row("B.E01", AcquisitionFileKind::Image);
    row("B.E99", AcquisitionFileKind::Image);
    row("B.EAA", AcquisitionFileKind::Image);
    row("B.ZZZ", AcquisitionFileKind::Image);
    row("B.map", AcquisitionFileKind::Map);
    row("B.json", AcquisitionFileKind::Record);
    row("B.txt", AcquisitionFileKind::Log);
    row("B.lock", AcquisitionFileKind::Lock);
    row("B.pdf", AcquisitionFileKind::Report);
    row("B.md5", AcquisitionFileKind::Checksums);
    row("B.sha512", AcquisitionFileKind::Checksums);
    row("B.windows.sha256", AcquisitionFileKind::Windows);
    row("B.txt.p7s", AcquisitionFileKind::Signature);
    row("B.json.p7s", AcquisitionFileKind::Signature);
    QTest::newRow("another base") << u"C.dd"_s << false << AcquisitionFileKind::Image;
    QTest::newRow("unknown ending") << u"B.docx"_s << false << AcquisitionFileKind::Image;
    QTest::newRow("signature of nothing") << u"B.docx.p7s"_s << false << AcquisitionFileKind::Image;
    QTest::newRow("two digits") << u"B.01"_s << false << AcquisitionFileKind::Image;
    QTest::newRow("windows of no algorithm")
        << u"B.windows.crc"_s << false << AcquisitionFileKind::Image;
}

void TestWriteGate::kindOfEveryName()
{
    QFETCH(QString, name);
    QFETCH(bool, known);
    QFETCH(AcquisitionFileKind, kind);
    const AcquisitionFiles files(u"/evidence/B"_s);
    const std::optional<AcquisitionFileKind> found = files.kindOf(u"/evidence/"_s + name);
    QCOMPARE(found.has_value(), known);
    if (known)
        QCOMPARE(*found, kind);
}

void TestWriteGate::candidatesForNestedEndings()
{
    QStringList bases;
    for (const AcquisitionFiles &files : AcquisitionFiles::candidatesFor(u"/e/x.y.txt.p7s"_s))
        bases << files.base();
    // "x.y" (its log's signature); "x" would need the ending "y.txt", which is none.
    QCOMPARE(bases, QStringList{u"/e/x.y"_s});
    bases.clear();
    for (const AcquisitionFiles &files : AcquisitionFiles::candidatesFor(u"/e/case.dd"_s))
        bases << files.base();
    QCOMPARE(bases, QStringList{u"/e/case"_s});
    // Every dot, not only the last: "B.windows.sha256" is the windows file of "B" (and would be
    // the checksums of a base "B.windows").
    bases.clear();
    for (const AcquisitionFiles &files : AcquisitionFiles::candidatesFor(u"/e/B.windows.sha256"_s))
        bases << files.base();
    QCOMPARE(bases, (QStringList{u"/e/B"_s, u"/e/B.windows"_s}));
    QVERIFY(AcquisitionFiles::candidatesFor(u"/e/.hidden"_s).isEmpty());
}

void TestWriteGate::existingListsEveryFormat()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString base = folder.filePath(u"B"_s);
    for (const QString &ending :
         {u".dd"_s, u".001"_s, u".002"_s, u".E01"_s, u".map"_s, u".json"_s, u".txt"_s,
          u".txt.p7s"_s, u".sha1"_s, u".windows.md5"_s, u".lock"_s, u".pdf"_s})
        QVERIFY(writeFile(base + ending, "x"));
    QVERIFY(writeFile(folder.filePath(u"B.notes"_s), "x"));
    QStringList names;
    for (const AcquisitionFile &file : AcquisitionFiles(base).existing()) {
        QCOMPARE(AcquisitionFiles(base).kindOf(file.path), file.kind);
        names << file.path.mid(base.size());
    }
    names.sort();
    QStringList expected{u".dd"_s,   u".001"_s,         u".002"_s,  u".E01"_s,
                         u".map"_s,  u".json"_s,        u".txt"_s,  u".txt.p7s"_s,
                         u".sha1"_s, u".windows.md5"_s, u".lock"_s, u".pdf"_s};
    expected.sort();
    QCOMPARE(names, expected);
}

void TestWriteGate::refusesWhatItProtects_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    QTest::newRow("SQLite database")
        << u"notes.db"_s << QByteArray("SQLite format 3\0rest", 20) << u"SQLite"_s;
    QTest::newRow("E01 segment under any name")
        << u"evidence.bin"_s << QByteArray("EVF\x09\x0d\x0a\xff\x00\x01rest", 13) << u"E01"_s;
    QTest::newRow("Custody map under any name")
        << u"old.txt"_s << QByteArray("# Custody: {}\n# Mapfile\n") << u"map"_s;
    QTest::newRow("GNU ddrescue map")
        << u"rescue.log"_s << QByteArray("# Mapfile. Created by GNU ddrescue version 1.27\n")
        << u"map"_s;
    QTest::newRow("Custody record")
        << u"r.json"_s << QByteArray(R"({"format": "custody-acquisition-record"})") << u"record"_s;
    QTest::newRow("raw image by its ending") << u"disk.dd"_s << QByteArray("x") << u"image"_s;
    QTest::newRow("raw segment") << u"disk.003"_s << QByteArray("x") << u"image"_s;
    QTest::newRow("another tool's image ending") << u"disk.IMG"_s << QByteArray("x") << u"image"_s;
    // Not a name an E01 series could have (.IMG is one: .EAA … .ZZZ): only the ending says it.
    QTest::newRow("another tool's image ending, any case")
        << u"disk.VMDK"_s << QByteArray("x") << u"image"_s;
    QTest::newRow("a signature") << u"anything.txt.p7s"_s << QByteArray("0") << u"signature"_s;
}

void TestWriteGate::refusesWhatItProtects()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(name);
    QVERIFY(writeFile(path, content));
    if (name.endsWith(u".p7s"_s))
        QVERIFY(writeFile(path.chopped(4), "signed"));
    const WriteGate gate;
    for (PathChange change : {PathChange::Replace, PathChange::Remove}) {
        const Result<void> checked = gate.check(path, change);
        QVERIFY2(!checked, qPrintable(name));
        QVERIFY2(checked.error().detail.contains(reason), qPrintable(checked.error().detail));
    }
    QVERIFY(!gate.remove(path));
    QCOMPARE(readFile(path), content);
}

void TestWriteGate::removalNeedsProof()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString plain = folder.filePath(u"plain.bin"_s);
    QVERIFY(writeFile(plain, "the examiner's"));
    WriteGate gate;
    // A file nobody protects is not replaced either unless proven: only the graver rules apply
    // to a path asked about as a creation.
    QVERIFY(!gate.check(plain, PathChange::Replace));
    QVERIFY(gate.check(plain, PathChange::Create));
    const Result<void> refused = gate.remove(plain);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Error::Code::RemovalRefused);
    QVERIFY(refused.error().userMessage().contains(u"plain.bin"_s));
    QVERIFY(QFile::exists(plain));
    gate.own(plain);
    QVERIFY(gate.remove(plain));
    QVERIFY(!QFile::exists(plain));
    // The proof is the identity taken when it was given: another file now at that name is not.
    QVERIFY(writeFile(plain, "a new one"));
    QVERIFY(!gate.remove(plain));
    // Links, FIFOs and folders are refused for every change.
    const QString fifo = folder.filePath(u"pipe"_s);
    QCOMPARE(::mkfifo(fifo.toUtf8().constData(), 0600), 0);
    QVERIFY(!gate.check(fifo, PathChange::Create));
    QVERIFY(QFile::link(plain, folder.filePath(u"link"_s)));
    gate.own(plain);
    QVERIFY(!gate.check(folder.filePath(u"link"_s), PathChange::Replace));
    QVERIFY(!gate.remove(folder.filePath(u"link"_s)));
    QVERIFY(!gate.check(folder.path(), PathChange::Replace));
    // A database's companions, also before they exist.
    QVERIFY(writeFile(folder.filePath(u"h.db"_s), QByteArray("SQLite format 3\0", 16)));
    for (const QString &ending : {u"-wal"_s, u"-shm"_s, u"-journal"_s})
        QVERIFY(!gate.check(folder.filePath(u"h.db"_s + ending), PathChange::Create));
}

void TestWriteGate::aReportMayReplaceAReportOnly()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString base = folder.filePath(u"B"_s);
    QVERIFY(writeFile(base + u".map"_s, "# Custody: {}\n"));
    // A PDF whose creator is Custody, as QPdfWriter writes it (UTF-16 with its byte-order mark).
    QVERIFY(writeFile(base + u".pdf"_s,
                      QByteArray("%PDF-1.4\n/Creator (\xfe\xff\0C\0u\0s\0t\0o\0d\0y\0 )\n", 40)));
    QVERIFY(writeFile(folder.filePath(u"other.pdf"_s), "%PDF-1.4 a report of another program"));
    QVERIFY(writeFile(base + u".sha256"_s, "0  B.dd\n"));
    WriteGate gate;
    QVERIFY(!gate.check(base + u".pdf"_s, PathChange::Replace));
    gate.allowReplacing(AcquisitionFileKind::Report);
    QVERIFY(gate.check(base + u".pdf"_s, PathChange::Replace));
    QVERIFY(!gate.check(folder.filePath(u"other.pdf"_s), PathChange::Replace));
    QVERIFY(!gate.check(base + u".sha256"_s, PathChange::Replace));
    // Names of the acquisition that are not there yet are its own too.
    QVERIFY(!gate.check(base + u".md5"_s, PathChange::Create));
    QVERIFY(!gate.check(base + u".txt.p7s"_s, PathChange::Create));
    QVERIFY(!gate.check(base + u".windows.sha256"_s, PathChange::Create));
    QVERIFY(gate.check(folder.filePath(u"B-report.txt"_s), PathChange::Create));
    // The acquisition's own writer creates them.
    gate.ownBase(base);
    QVERIFY(gate.check(base + u".md5"_s, PathChange::Create));
}

void TestWriteGate::theSourceWinsOverOwnership()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString source = folder.filePath(u"plain.bin"_s);
    QVERIFY(writeFile(source, "evidence"));
    QVERIFY(QFile::link(source, folder.filePath(u"alias"_s)));
    WriteGate gate;
    gate.protectSource(folder.filePath(u"alias"_s));
    gate.own(source);
    const Result<void> refused = gate.remove(source);
    QVERIFY(!refused);
    QVERIFY2(refused.error().detail.contains(u"source"_s), qPrintable(refused.error().detail));
    QVERIFY(!gate.check(source, PathChange::Replace));
    QCOMPARE(readFile(source), QByteArray("evidence"));
}

void TestWriteGate::aFolderIsRemovedOnlyAsItWasCreated()
{
    QTemporaryDir parent;
    QVERIFY(parent.isValid());
    WriteGate gate;
    const Result<QString> created = gate.createFolder(parent.path(), u"custody-view-"_s);
    QVERIFY2(created, created ? "" : qPrintable(created.error().userMessage()));
    const QFileInfo info(*created);
    QVERIFY(info.isDir() && !info.isSymLink());
    QCOMPARE(info.path(), parent.path());
    QVERIFY(info.fileName().startsWith(u"custody-view-"_s));
    QCOMPARE(info.fileName().size(), 19);
    QCOMPARE(int(info.permissions() & ~(QFile::ReadUser | QFile::WriteUser | QFile::ExeUser)
                 & ~(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)),
             0); // 0700
    QVERIFY(gate.removeFolder(*created));
    QVERIFY(!QFileInfo::exists(*created));
    QVERIFY(gate.removeFolder(*created)); // gone already: nothing to do

    // Something put in it: neither it nor the folder goes.
    const Result<QString> used = gate.createFolder(parent.path(), u"custody-view-"_s);
    QVERIFY(used);
    QVERIFY(writeFile(*used + u"/kept"_s, "data"));
    const Result<void> refused = gate.removeFolder(*used);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Error::Code::RemovalRefused);
    QCOMPARE(readFile(*used + u"/kept"_s), QByteArray("data"));

    // The same name made again by someone else (later than a file time's tick, which may give
    // it the same inode), and a folder this gate did not create.
    const Result<QString> replaced = gate.createFolder(parent.path(), u"custody-view-"_s);
    QVERIFY(replaced);
    QVERIFY(QDir().rmdir(*replaced));
    QThread::msleep(20);
    QVERIFY(QDir().mkdir(*replaced));
    QVERIFY(!gate.removeFolder(*replaced));
    QVERIFY(QFileInfo(*replaced).isDir());
    QVERIFY(QDir(parent.path()).mkdir(u"other"_s));
    QVERIFY(!WriteGate().removeFolder(parent.filePath(u"other"_s)));
    QVERIFY(!gate.removeFolder(parent.filePath(u"other"_s)));
    QVERIFY(QFileInfo(parent.filePath(u"other"_s)).isDir());

    // A link to its own folder is not the folder.
    const Result<QString> linked = gate.createFolder(parent.path(), u"custody-view-"_s);
    QVERIFY(linked);
    QVERIFY(QFile::link(*linked, parent.filePath(u"alias"_s)));
    QVERIFY(!gate.removeFolder(parent.filePath(u"alias"_s)));
    QVERIFY(QFileInfo(*linked).isDir());

    const Result<QString> nowhere = gate.createFolder(parent.filePath(u"missing"_s), u"x-"_s);
    QVERIFY(!nowhere);
    // Never the working directory for a parent that is not named (an empty temporary path).
    QVERIFY(!gate.createFolder(QString(), u"x-"_s));
    QVERIFY(!gate.createFolder(u"relative"_s, u"x-"_s));
}

// rename(): the operation's own file, to a free name; never a file it does not own, another file
// put under the owned name, or a file over another.
void TestWriteGate::aFileIsRenamedOnlyAsItsOwnAndOverNothing()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString spool = folder.filePath(u"spool.sqlite"_s);
    QVERIFY(writeFile(spool, "events"));
    WriteGate gate;
    const Result<void> notOwned = gate.rename(spool, folder.filePath(u"kept.sqlite"_s));
    QVERIFY(!notOwned);
    QCOMPARE(notOwned.error().code, Error::Code::RemovalRefused);
    gate.own(spool);
    // Over another file: both stay as they are.
    QVERIFY(writeFile(folder.filePath(u"taken.sqlite"_s), "other"));
    const Result<void> overAnother = gate.rename(spool, folder.filePath(u"taken.sqlite"_s));
    QVERIFY(!overAnother);
    QCOMPARE(readFile(folder.filePath(u"taken.sqlite"_s)), QByteArray("other"));
    QCOMPARE(readFile(spool), QByteArray("events"));
    QVERIFY(gate.rename(spool, folder.filePath(u"kept.sqlite"_s)));
    QVERIFY(!QFileInfo::exists(spool));
    QCOMPARE(readFile(folder.filePath(u"kept.sqlite"_s)), QByteArray("events"));
    // Another file under the name it had: not the one owned.
    QThread::msleep(20);
    QVERIFY(writeFile(spool, "another"));
    QVERIFY(!gate.rename(spool, folder.filePath(u"again.sqlite"_s)));
    QCOMPARE(readFile(spool), QByteArray("another"));
}

void TestWriteGate::everySegmentOfAnE01SourceIsTheSource()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QByteArray segment("EVF\x09\x0d\x0a\xff\x00\x01segment", 16);
    const QStringList segments{folder.filePath(u"EV.E01"_s), folder.filePath(u"EV.E02"_s),
                               folder.filePath(u"EV.E03"_s)};
    for (const QString &path : segments)
        QVERIFY(writeFile(path, segment));
    WriteGate gate;
    gate.protectSource(segments.first());
    // Proven to be the operation's own (an earlier acquisition's map names them): the source
    // still wins, for every segment, not only the one named.
    for (const QString &path : segments)
        gate.own(path);
    for (const QString &path : segments) {
        for (PathChange change : {PathChange::Replace, PathChange::Remove}) {
            const Result<void> refused = gate.check(path, change);
            QVERIFY2(!refused, qPrintable(path));
            QVERIFY2(refused.error().detail.contains(u"source"_s),
                     qPrintable(refused.error().detail));
        }
        QVERIFY(!gate.remove(path));
        QCOMPARE(readFile(path), segment);
    }
}

void TestWriteGate::aFileChangedAfterItsProofIsNotProven()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(u"B.txt"_s);
    QVERIFY(writeFile(path, "the log that was proven"));
    struct stat proven = {};
    QCOMPARE(::lstat(path.toUtf8().constData(), &proven), 0);
    WriteGate gate;
    gate.own(path);
    // Rewritten in place (same device and inode) after the proof: only its change time tells.
    struct stat now = proven;
    for (int attempt = 0; attempt < 200 && now.st_ctim.tv_sec == proven.st_ctim.tv_sec
                          && now.st_ctim.tv_nsec == proven.st_ctim.tv_nsec;
         ++attempt) {
        QTest::qSleep(10);
        QVERIFY(writeFile(path, "the examiner's notes, written over it"));
        QCOMPARE(::lstat(path.toUtf8().constData(), &now), 0);
    }
    QCOMPARE(now.st_ino, proven.st_ino);
    QCOMPARE(now.st_dev, proven.st_dev);
    const Result<void> refused = gate.remove(path);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Error::Code::RemovalRefused);
    QVERIFY(QFile::exists(path));
}

void TestWriteGate::namesAreTakenOnlyByAnAcquisitionThatIsThere()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString base = folder.filePath(u"B"_s);
    // A JSON report and a text file at the names of a record and a map: no acquisition is there,
    // so the other names of base B are free, and the examiner's B.txt is no acquisition's log
    // (asked as a creation: replacing it would need proof in any case).
    QVERIFY(writeFile(base + u".json"_s, R"({"format": "custody-report", "files": []})"));
    QVERIFY(writeFile(base + u".map"_s, "a list of maps to print\n"));
    QVERIFY(writeFile(base + u".txt"_s, "the examiner's notes\n"));
    const WriteGate gate;
    QVERIFY(gate.check(base + u".md5"_s, PathChange::Create));
    QVERIFY(gate.check(base + u".windows.sha256"_s, PathChange::Create));
    QVERIFY(gate.check(base + u".txt"_s, PathChange::Create));
    // A record there takes them.
    QVERIFY(writeFile(base + u".json"_s, R"({"format": "custody-acquisition-record"})"));
    QVERIFY(!gate.check(base + u".md5"_s, PathChange::Create));
    QVERIFY(!gate.check(base + u".txt"_s, PathChange::Create));
}

void TestWriteGate::staleSignatureIsRemovedOnlyIfItIsOne()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString log = folder.filePath(u"B.txt"_s);
    QVERIFY(writeFile(log, "log"));
    const WriteGate gate;
    QCOMPARE(gate.dropSignatureOf(log).value(), false);
    QVERIFY(writeFile(log + u".p7s"_s, "not DER at all"));
    QVERIFY(!gate.dropSignatureOf(log));
    QVERIFY(QFile::exists(log + u".p7s"_s));
    QVERIFY(writeFile(log + u".p7s"_s, QByteArray("\x30\x82\x01\x00", 4)));
    QCOMPARE(gate.dropSignatureOf(log).value(), true);
    QVERIFY(!QFile::exists(log + u".p7s"_s));
}

QTEST_GUILESS_MAIN(TestWriteGate)
#include "tst_writegate.moc"
