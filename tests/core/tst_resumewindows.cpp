// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"
#include "engine/mapfile.h"
#include "engine/resumewindows.h"
#include "io/imageformat.h"
#include "io/simulatedsource.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 SourceBytes = 8 * MiB;
using Fault = SimulatedSource::Fault;

// An image held in memory: what the writer writes, read back as it is.
class MemorySink : public ImageSink
{
public:
    explicit MemorySink(qint64 size)
        : bytes(size, '\0')
    {}
    Result<void> writeAt(qint64 offset, std::span<const std::byte> data) override
    {
        std::memcpy(bytes.data() + offset, data.data(), data.size());
        return {};
    }
    Result<void> sync() override { return {}; }
    Result<void> readBack(qint64 offset, std::span<std::byte> buffer) override
    {
        std::memcpy(buffer.data(), bytes.constData() + offset, buffer.size());
        readBackBytes += qint64(buffer.size());
        return {};
    }
    QStringList filePaths() const override { return {u"memory"_s}; }
    QByteArray bytes;
    qint64 readBackBytes = 0; // what the windows had to read back: not streamed
};

std::span<const std::byte> spanOf(const QByteArray &bytes, qint64 offset, qint64 length)
{
    return std::as_bytes(std::span(bytes.constData() + offset, size_t(length)));
}

QString sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

AcquisitionRequest requestFor(const QString &base, OverwritePolicy overwrite)
{
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = base;
    request.settings.hashes = HashAlgorithm::Sha256;
    request.settings.blockBytes = 64 * 1024;
    request.settings.resumeWindowBytes = MiB;
    request.settings.mapSaveInterval = std::chrono::milliseconds(50);
    // One read at a time: the drive vanishes when a read reaches 5 MiB, and reads ahead of the
    // copy would reach it before the first blocks were copied.
    request.settings.readsInFlight = 1;
    request.overwrite = overwrite;
    return request;
}

std::unique_ptr<SimulatedSource> drive(QList<Fault> faults = {})
{
    return std::make_unique<SimulatedSource>(SourceBytes, 512, 512, 11, std::move(faults));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The windows of `imageBytes`, hashed on the writer's thread or on one of their own.
std::unique_ptr<ResumeWindows> windowsFor(qint64 windowBytes, qint64 imageBytes, bool ownThread)
{
    auto windows = std::make_unique<ResumeWindows>(windowBytes, imageBytes);
    if (ownThread)
        windows->hashOnThreadOfItsOwn(4);
    return windows;
}

// Writes `length` bytes of `content` at `offset` into the image and tells the windows, as the
// writer does: with the block they came in (which the test's content outlives).
void write(MemorySink &sink, ResumeWindows &windows, const QByteArray &content, qint64 offset,
           qint64 length, qint64 contentOffset = -1,
           const BlockRef &block = std::make_shared<Block>())
{
    const std::span<const std::byte> bytes
        = spanOf(content, contentOffset < 0 ? offset : contentOffset, length);
    QVERIFY(sink.writeAt(offset, bytes));
    windows.wrote(offset, bytes, block);
}

bool flipByte(const QString &path, qint64 offset)
{
    QFile file(path);
    char byte = 0;
    return file.open(QIODevice::ReadWrite) && file.seek(offset) && file.getChar(&byte)
           && file.seek(offset) && file.putChar(char(byte ^ 0x01));
}

} // namespace

// Tamper evidence across resume: the SHA-256 of every window a run finished, kept with the map,
// checked by the next run before it writes.
class TestResumeWindows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void digestsWhatIsDoneWhetherWrittenInOrderOrNot_data() { hashedWhere(); }
    void digestsWhatIsDoneWhetherWrittenInOrderOrNot();
    void aRewrittenWindowLosesItsDigestFirst_data() { hashedWhere(); }
    void aRewrittenWindowLosesItsDigestFirst();
    void keepsThePartOfTheWindowWrittenInOrder_data() { hashedWhere(); }
    void keepsThePartOfTheWindowWrittenInOrder();
    void resumeChecksTheFinishedWindows_data();
    void resumeChecksTheFinishedWindows();

private:
    // The same digests whether the writer hashes the windows or a thread of their own does.
    static void hashedWhere()
    {
        QTest::addColumn<bool>("ownThread");
        QTest::newRow("on the writer's thread") << false;
        QTest::newRow("on a thread of their own") << true;
    }
};

void TestResumeWindows::digestsWhatIsDoneWhetherWrittenInOrderOrNot()
{
    QByteArray content(4500, '\0');
    for (int i = 0; i < content.size(); ++i)
        content[i] = char(i * 7 + i / 13);
    QFETCH(bool, ownThread);
    MemorySink sink(content.size());
    const std::unique_ptr<ResumeWindows> owned = windowsFor(1000, content.size(), ownThread);
    ResumeWindows &windows = *owned;
    RescueMap map(content.size());
    // In order, in pieces that do not match the windows: streamed. The writer's block is kept
    // until its bytes are hashed, and no longer.
    const BlockRef block = std::make_shared<Block>();
    for (qint64 offset = 0; offset < 3500; offset += 700)
        write(sink, windows, content, offset, 700, -1, block);
    map.mark({0, 3500}, SectorState::Finished);
    // Out of order: read back once done. The last window is short.
    for (const Extent &piece : {Extent{4000, 500}, Extent{3500, 500}})
        write(sink, windows, content, piece.offset, piece.length);
    QCOMPARE(*windows.update(map, sink, nullptr), true);
    QCOMPARE(block.use_count(), 1);
    QCOMPARE(windows.digestCount(), 3); // window 3 is not done yet
    QCOMPARE(sink.readBackBytes, 0);    // windows 0 to 2 were streamed
    map.mark({3500, 500}, SectorState::BadSector);
    map.mark({4000, 500}, SectorState::Finished);
    QCOMPARE(*windows.update(map, sink, nullptr), true);
    QCOMPARE(*windows.update(map, sink, nullptr), false);
    QCOMPARE(sink.readBackBytes, 1000); // only window 3, written out of order; the short last
                                        // window was written whole from its start
    const QJsonObject json = windows.toJson();
    QCOMPARE(json[u"bytes"_s].toInteger(), 1000);
    const QJsonObject digests = json[u"sha256"_s].toObject();
    QCOMPARE(digests.size(), 5);
    for (int index = 0; index < 5; ++index)
        QCOMPARE(digests[QString::number(index)].toString(),
                 sha256(content.mid(index * 1000, 1000)));
    // Kept by the next run when the size is the same, not otherwise.
    QCOMPARE(ResumeWindows(1000, content.size(), json).digestCount(), 5);
    QCOMPARE(ResumeWindows(2000, content.size(), json).digestCount(), 0);
}

void TestResumeWindows::aRewrittenWindowLosesItsDigestFirst()
{
    QFETCH(bool, ownThread);
    const QByteArray content(3000, 'a');
    MemorySink sink(content.size());
    const std::unique_ptr<ResumeWindows> owned = windowsFor(1000, content.size(), ownThread);
    ResumeWindows &windows = *owned;
    write(sink, windows, content, 0, 3000);
    RescueMap map(content.size());
    map.mark({0, 3000}, SectorState::Finished);
    QVERIFY(*windows.update(map, sink, nullptr));
    QCOMPARE(sink.readBackBytes, 0);
    QVERIFY(!windows.dropDigestsUnder({3000, 0}));
    QVERIFY(windows.dropDigestsUnder({1500, 600}));
    QCOMPARE(windows.digestCount(), 1);
    QVERIFY(!windows.dropDigestsUnder({1500, 600}));
    // The new bytes, read back: the new digests.
    const QByteArray changed(600, 'b');
    write(sink, windows, changed, 1500, 600, 0);
    QVERIFY(*windows.update(map, sink, nullptr));
    QCOMPARE(windows.toJson()[u"sha256"_s][u"1"_s].toString(), sha256(sink.bytes.mid(1000, 1000)));
    QCOMPARE(windows.toJson()[u"sha256"_s][u"2"_s].toString(), sha256(sink.bytes.mid(2000, 1000)));

    // Rewritten before the digest streamed for it was taken (still on its way from the thread):
    // the new bytes are what it describes, not those streamed.
    MemorySink again(content.size());
    const std::unique_ptr<ResumeWindows> fresh = windowsFor(1000, content.size(), ownThread);
    write(again, *fresh, content, 0, 1000);
    QVERIFY(!fresh->dropDigestsUnder({500, 10}));
    write(again, *fresh, changed, 500, 10, 0);
    QVERIFY(*fresh->update(map, again, nullptr));
    QCOMPARE(fresh->toJson()[u"sha256"_s][u"0"_s].toString(), sha256(again.bytes.mid(0, 1000)));
}

// Stopped inside a window written in order: the part written so far has its digest too, which
// the check compares and a rewrite drops.
void TestResumeWindows::keepsThePartOfTheWindowWrittenInOrder()
{
    QByteArray content(2500, '\0');
    for (int i = 0; i < content.size(); ++i)
        content[i] = char(i * 5 + 1);
    QFETCH(bool, ownThread);
    MemorySink sink(content.size());
    const std::unique_ptr<ResumeWindows> owned = windowsFor(1000, content.size(), ownThread);
    ResumeWindows &windows = *owned;
    write(sink, windows, content, 0, 1600);
    RescueMap map(content.size());
    map.mark({0, 1600}, SectorState::Finished);
    QVERIFY(*windows.update(map, sink, nullptr));
    const QJsonObject json = windows.toJson();
    QCOMPARE(json[u"prefix"_s][u"index"_s].toInteger(), 1);
    QCOMPARE(json[u"prefix"_s][u"bytes"_s].toInteger(), 600);
    QCOMPARE(json[u"prefix"_s][u"sha256"_s].toString(), sha256(content.mid(1000, 600)));

    // The image on disk, checked as a resume checks it.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"image.dd"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(sink.bytes.left(1600)) == 1600);
    file.close();
    const QJsonObject companion{{QLatin1String(ResumeWindows::CompanionKey), json}};
    Result<std::unique_ptr<ImageReader>> reader
        = ImageFormats::openWritten(ImageFormat::Raw, {path});
    QVERIFY(reader);
    const Result<ResumeWindows::Checked> checked
        = ResumeWindows::checkImage(companion, map, **reader);
    QVERIFY(checked);
    QCOMPARE(checked->windows, 1);
    QCOMPARE(checked->bytes, 1600);
    QVERIFY(checked->prefix && checked->prefix->bytes == 600);
    QVERIFY(flipByte(path, 1599));
    reader = ImageFormats::openWritten(ImageFormat::Raw, {path});
    const Result<ResumeWindows::Checked> changed
        = ResumeWindows::checkImage(companion, map, **reader);
    QVERIFY(!changed);
    QVERIFY2(changed.error().userMessage().contains(
                 u"the part of window 1 that the earlier run wrote (bytes 1000 to 1599)"_s),
             qPrintable(changed.error().userMessage()));

    // A write into that part drops its digest first.
    QVERIFY(windows.dropDigestsUnder({1200, 10}));
    QVERIFY(!windows.toJson().contains(u"prefix"_s));
}

void TestResumeWindows::resumeChecksTheFinishedWindows_data()
{
    QTest::addColumn<qint64>("flipAt"); // -1: the image left alone
    QTest::addColumn<QString>("refusal");
    QTest::newRow("untouched") << qint64(-1) << QString();
    QTest::newRow("changed in a finished window")
        << qint64(2 * MiB + 12345) << u"window 2 (bytes 2097152 to 3145727)"_s;
    QTest::newRow("changed in the last finished window")
        << qint64(4 * MiB) << u"window 4 (bytes 4194304 to 5242879)"_s;
    QTest::newRow("changed where the run stopped, in what it wrote")
        << qint64(5 * MiB + 100) << u"the part of window 5 that the earlier run wrote"_s;
    // Not finished: the resume writes it anyway.
    QTest::newRow("changed where nothing was finished") << qint64(7 * MiB) << QString();
}

// A drive that goes away after 5 MiB; the resume on the drive back: refused when a finished
// window of the image changed in between, else finished with the digest of an uninterrupted run.
void TestResumeWindows::resumeChecksTheFinishedWindows()
{
    QFETCH(qint64, flipAt);
    QFETCH(QString, refusal);
    QTemporaryDir dir;
    const QString base = dir.filePath(u"disk"_s);
    qint64 firstRunBytes = 0;
    {
        // Slow from 5 MiB on; stopped there, as an examiner stops a run (or a drive goes).
        std::unique_ptr<SimulatedSource> slow
            = drive({Fault{{5 * MiB + 128 * 1024, 3 * MiB - 128 * 1024}, Fault::Kind::Slow}});
        slow->setSlowReadDelay(std::chrono::milliseconds(200));
        Acquisition first(requestFor(base, OverwritePolicy::Refuse), std::move(slow));
        QVERIFY(first.prepare());
        AcquisitionRecord record;
        std::thread runner([&] { record = first.execute(); });
        QTRY_VERIFY_WITH_TIMEOUT(first.progress().bytesDone() >= 5 * MiB + 128 * 1024, 30000);
        first.cancel();
        runner.join();
        QCOMPARE(record.result.status, ImagingOutcome::Status::Cancelled);
        // What the first run wrote: from the start, up to where it was stopped.
        const QList<Extent> written = record.history.runs.first().written;
        QCOMPARE(written.size(), 1);
        QCOMPARE(written.first().offset, 0);
        firstRunBytes = written.first().length;
        QVERIFY2(firstRunBytes >= 5 * MiB + 128 * 1024 && firstRunBytes < 6 * MiB,
                 QByteArray::number(firstRunBytes));
    }
    const Result<LoadedMap> map = MapFile::loadWithCompanion(base + u".map"_s);
    QVERIFY(map);
    const QJsonObject windows = map->companion[u"imageWindows"_s].toObject();
    QCOMPARE(windows[u"bytes"_s].toInteger(), MiB);
    QCOMPARE(windows[u"sha256"_s].toObject().keys(),
             (QStringList{u"0"_s, u"1"_s, u"2"_s, u"3"_s, u"4"_s}));
    const QByteArray image = readFile(base + u".dd"_s);
    QCOMPARE(windows[u"sha256"_s][u"2"_s].toString(), sha256(image.mid(2 * MiB, MiB)));

    if (flipAt >= 0)
        QVERIFY(flipByte(base + u".dd"_s, flipAt) || QFile::resize(base + u".dd"_s, flipAt + 1));
    const QByteArray mapBefore = readFile(base + u".map"_s);
    Acquisition resumed(requestFor(base, OverwritePolicy::Resume), drive());
    const Result<void> prepared = resumed.prepare();
    if (!refusal.isEmpty()) {
        QVERIFY(!prepared);
        QCOMPARE(prepared.error().code, Error::Code::ImageChanged);
        QVERIFY2(prepared.error().userMessage().contains(refusal),
                 qPrintable(prepared.error().userMessage()));
        QCOMPARE(readFile(base + u".map"_s), mapBefore);
        return;
    }
    QVERIFY2(prepared, qPrintable(prepared ? QString() : prepared.error().userMessage()));
    // What the front ends show while it is checked: all of what the first run wrote.
    QCOMPARE(resumed.imageCheckProgress(), (std::pair{firstRunBytes, firstRunBytes}));
    const AcquisitionRecord record = resumed.execute();
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
    QCOMPARE(record.history.runs.size(), 2);
    const AcquisitionRun &second = record.history.runs[1];
    QCOMPARE(second.written, (QList<Extent>{{firstRunBytes, SourceBytes - firstRunBytes}}));
    QVERIFY(second.imageChecked);
    QCOMPARE(second.imageChecked->value(u"windows"_s).toInteger(), 5);
    QCOMPARE(second.imageChecked->value(u"bytes"_s).toInteger(), firstRunBytes);

    // The same as a run that was never interrupted.
    const QString whole = dir.filePath(u"whole"_s);
    Acquisition uninterrupted(requestFor(whole, OverwritePolicy::Refuse), drive());
    QVERIFY(uninterrupted.prepare());
    const AcquisitionRecord reference = uninterrupted.execute();
    QCOMPARE(record.hashes.first().hex, reference.hashes.first().hex);
    QCOMPARE(readFile(base + u".dd"_s), readFile(whole + u".dd"_s));
    // And the record says which run wrote what, as the JSON keeps it.
    const QJsonArray runs
        = QJsonDocument::fromJson(readFile(base + u".json"_s)).object()[u"runs"_s].toArray();
    QCOMPARE(runs[0][u"written"_s][0][u"length"_s].toInteger(), firstRunBytes);
    QCOMPARE(runs[1][u"written"_s][0][u"offset"_s].toInteger(), firstRunBytes);
    QCOMPARE(runs[1][u"imageChecked"_s][u"windows"_s].toInteger(), 5);
}

QTEST_GUILESS_MAIN(TestResumeWindows)
#include "tst_resumewindows.moc"
