// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"
#include "cli/acquirecommand.h"
#include "device/writeblock.h"
#include "loopdevice.h"
#include "record/acquisitionreport.h"
#include "render/reporttextwriter.h"
#include "report/reportcontext.h"
#include "report/reportdocumentbuilder.h"

#include <cerrno>
#include <functional>
#include <optional>
#include <thread>

#include <fcntl.h>
#include <linux/capability.h>
#include <linux/fs.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using Custody::Test::LoopDevice;

// What becomes of the software write-block at the end of a real acquisition of a real loop device
// (a disk and its partition): it is read again right before it is lifted, and a lifting that fails
// is an outcome of its own, not a file that was not written. Needs root (losetup, BLKROSET).
class TestWriteBlockEnd : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void restoreFailureKeepsTheAcquisitionComplete();
    void liftedDuringTheRunIsSaid();
    void cliWarnsAndSucceeds();

private:
    AcquisitionRequest request() const;

    QTemporaryDir m_directory;
    std::optional<LoopDevice> m_loop;
    QString m_partition;
};

namespace {

bool setFlag(const QString &devicePath, int readOnly)
{
    const int descriptor = ::open(QFile::encodeName(devicePath).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return false;
    const bool set = ::ioctl(descriptor, BLKROSET, &readOnly) == 0;
    ::close(descriptor);
    return set;
}

// Runs `work` on a thread without CAP_SYS_ADMIN in its effective set (capabilities belong to
// threads): the kernel itself then refuses BLKROSET with EACCES, as it does for an examiner who
// lost the privilege, while everything else an acquisition does as root still works.
void runWithoutSysAdmin(const std::function<void()> &work)
{
    std::thread thread([&] {
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3] = {};
        if (::syscall(SYS_capget, &header, data) == 0) {
            data[CAP_TO_INDEX(CAP_SYS_ADMIN)].effective &= ~CAP_TO_MASK(CAP_SYS_ADMIN);
            (void)::syscall(SYS_capset, &header, data);
        }
        work();
    });
    thread.join();
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

WriteProtection flagOf(const QString &devicePath)
{
    const Result<ReadOnlyState> state = readOnlyState(devicePath);
    return state && !state->flags.isEmpty() ? state->flags.first().writeProtection
                                            : WriteProtection::Writable;
}

// The record as the report reads it from disk, equal to the one execute() returned.
bool recordOnDiskIs(const QString &basePath, const AcquisitionRecord &record)
{
    QFile file(basePath + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const Result<AcquisitionRecord> read
        = AcquisitionRecord::fromJson(file.readAll(), file.fileName());
    if (!read)
        qWarning("%s", qPrintable(read.error().userMessage()));
    return read && *read == record;
}

QString reportText(const AcquisitionRecord &record)
{
    AcquisitionReport report;
    report.record = record;
    return ReportTextWriter::write(ReportDocumentBuilder::build(report, ReportContext::current()));
}

} // namespace

void TestWriteBlockEnd::initTestCase()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QVERIFY(m_directory.isValid());
}

void TestWriteBlockEnd::init()
{
    const QString backing = m_directory.filePath(QStringLiteral("evidence.img"));
    QFile::remove(backing);
    // Large enough that custody-cli is still running when cliWarnsAndSucceeds() stops it.
    QVERIFY(LoopDevice::createBackingFile(backing, 64 << 20, LoopDevice::Layout::OnePartition));
    m_loop.emplace();
    QVERIFY2(m_loop->attach(backing, {QStringLiteral("--partscan")}),
             qPrintable(m_loop->errorString()));
    m_partition = m_loop->firstPartition();
    QVERIFY2(!m_partition.isEmpty(), qPrintable(m_loop->errorString()));
}

void TestWriteBlockEnd::cleanup()
{
    // Whatever a failed test left read-only is made writable again before it is detached.
    if (m_loop && !m_loop->devicePath().isEmpty()) {
        (void)setFlag(m_partition, 0);
        (void)setFlag(m_loop->devicePath(), 0);
    }
    m_loop.reset();
}

AcquisitionRequest TestWriteBlockEnd::request() const
{
    AcquisitionRequest request;
    request.sourcePath = m_loop->devicePath();
    request.basePath = m_directory.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    request.settings.hashes = HashAlgorithm::Sha256;
    request.verify = VerifyPolicy::ImageAndSource;
    request.writeBlock = true;
    request.captureSmart = false;
    return request;
}

// The kernel refuses to clear the flag at the end (EACCES): every file is written, the record
// says which nodes were left read-only and why, nothing counts as an output error (so nothing
// blocks signing or offers a resume), the exit status is success, and the log and report say
// what to do about the drive.
void TestWriteBlockEnd::restoreFailureKeepsTheAcquisitionComplete()
{
    const AcquisitionRequest asked = request();
    Acquisition acquisition(asked);
    const Result<void> prepared = acquisition.prepare();
    QVERIFY2(prepared, prepared ? "" : qPrintable(prepared.error().userMessage()));
    QCOMPARE(flagOf(m_loop->devicePath()), WriteProtection::ReadOnly);

    AcquisitionRecord record;
    runWithoutSysAdmin([&] { record = acquisition.execute(); });

    // The drive really is still read-only, as the record says.
    QCOMPARE(flagOf(m_loop->devicePath()), WriteProtection::ReadOnly);
    QCOMPARE(flagOf(m_partition), WriteProtection::ReadOnly);
    QVERIFY(record.writeBlock);
    const WriteBlockRecord &writeBlock = *record.writeBlock;
    QCOMPARE(writeBlock.restored, std::optional<bool>(false));
    QVERIFY(writeBlock.notRestored());
    QCOMPARE(writeBlock.restoreFailed, (QStringList{m_loop->devicePath(), m_partition}));
    QVERIFY(writeBlock.restoreError);
    QVERIFY(writeBlock.restoreError->is(Error::Code::WriteBlockFailed));
    QCOMPARE(writeBlock.restoreError->sysErrno, std::optional<int>(EACCES));
    QVERIFY(writeBlock.atEnd);
    QVERIFY(writeBlock.atEnd->held());

    // The acquisition and its files are complete.
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
    // QVERIFY2 evaluates its message even when the check holds: never dereference an empty one.
    const std::optional<Error> outputError = acquisition.outputError();
    QVERIFY2(!outputError, outputError ? qPrintable(outputError->userMessage()) : "");
    QVERIFY(!record.result.outputError);
    QVERIFY(acquisition.keptOutputs().isEmpty());
    QVERIFY(record.verdict().isMatch());
    QCOMPARE(Cli::AcquireCommand::exitCodeFor(record, acquisition.outputError().has_value()),
             int(Cli::ExitSuccess));
    QVERIFY(recordOnDiskIs(asked.basePath, record));

    const QString log = readText(asked.basePath + QStringLiteral(".txt"));
    const QString report = reportText(record);
    for (const QString &text : {log, report}) {
        QVERIFY2(text.contains(QLatin1String("Write-block NOT lifted.")), qPrintable(text));
        QVERIFY2(text.contains(m_loop->devicePath() + QStringLiteral(", ") + m_partition),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("blockdev --setrw")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Still set on every node")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("NOT written")), qPrintable(text));
    }
}

// Someone clears the disk's flag between the write-block and the end of the run: the check at the
// end finds it writable, and the record, the log, the report and the verdict's explanation say
// that the source was writable at some point.
void TestWriteBlockEnd::liftedDuringTheRunIsSaid()
{
    const AcquisitionRequest asked = request();
    Acquisition acquisition(asked);
    const Result<void> prepared = acquisition.prepare();
    QVERIFY2(prepared, prepared ? "" : qPrintable(prepared.error().userMessage()));
    QCOMPARE(flagOf(m_loop->devicePath()), WriteProtection::ReadOnly);
    QVERIFY(setFlag(m_loop->devicePath(), 0)); // `blockdev --setrw` of the disk by someone else
    const AcquisitionRecord record = acquisition.execute();

    QVERIFY(record.writeBlock);
    const WriteBlockRecord &writeBlock = *record.writeBlock;
    QVERIFY(writeBlock.verified); // at the start
    QVERIFY(writeBlock.atEnd);
    QCOMPARE(writeBlock.atEnd->writable, QStringList{m_loop->devicePath()});
    QCOMPARE(writeBlock.atEnd->readOnly, QStringList{m_partition});
    QVERIFY(!writeBlock.atEnd->error);
    QVERIFY(writeBlock.liftedDuringRun());
    QCOMPARE(writeBlock.restored, std::optional<bool>(true));
    QCOMPARE(flagOf(m_loop->devicePath()), WriteProtection::Writable);
    QCOMPARE(flagOf(m_partition), WriteProtection::Writable);
    QVERIFY(!acquisition.outputError());
    QVERIFY(recordOnDiskIs(asked.basePath, record));

    const QString explanation = record.verdict().explanation();
    QVERIFY2(explanation.contains(QStringLiteral("write-block was found lifted on ")
                                  + m_loop->devicePath()),
             qPrintable(explanation));
    const QString log = readText(asked.basePath + QStringLiteral(".txt"));
    const QString report = reportText(record);
    for (const QString &text : {log, report}) {
        QVERIFY2(text.contains(QLatin1String("Write-block LIFTED during the acquisition.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("the source was writable at some point")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("Still set on every node")), qPrintable(text));
    }
}

// custody-cli, stopped (SIGSTOP) once its write-block is on while the disk's flag is cleared:
// the summary warns, the record says so, and the exit status is still success (the acquisition is
// complete and verified; README, "Exit status").
void TestWriteBlockEnd::cliWarnsAndSucceeds()
{
    const QString disk = m_loop->devicePath();
    const QString base = m_directory.filePath(QStringLiteral("cli"));
    QProcess cli;
    cli.start(QStringLiteral(CUSTODY_CLI_PATH),
              {QStringLiteral("acquire"), disk, base, QStringLiteral("--write-block"),
               QStringLiteral("--verify-source"), QStringLiteral("--no-smart"),
               QStringLiteral("--history"), m_directory.filePath(QStringLiteral("history.db"))});
    QVERIFY2(cli.waitForStarted(), qPrintable(cli.errorString()));
    const auto killed = qScopeGuard([&cli] {
        ::kill(pid_t(cli.processId()), SIGCONT);
        cli.kill();
        cli.waitForFinished();
    });
    QElapsedTimer waited;
    waited.start();
    while (flagOf(disk) != WriteProtection::ReadOnly && waited.elapsed() < 60000) {
    }
    QCOMPARE(::kill(pid_t(cli.processId()), SIGSTOP), 0);
    QVERIFY2(flagOf(disk) == WriteProtection::ReadOnly,
             "custody-cli never set the write-block, or lifted it before it could be stopped");
    QVERIFY(setFlag(disk, 0));
    QCOMPARE(::kill(pid_t(cli.processId()), SIGCONT), 0);
    QVERIFY(cli.waitForFinished(120000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
             qPrintable(out + err));
    QVERIFY2(out.contains(QStringLiteral("Write-block LIFTED during the acquisition. The kernel "
                                         "read-only flag was found cleared on ")
                          + disk),
             qPrintable(out));
    const QJsonObject record
        = QJsonDocument::fromJson(readText(base + QStringLiteral(".json")).toUtf8()).object();
    const QJsonObject writeBlock = record[QLatin1String("writeBlock")].toObject();
    QCOMPARE(writeBlock[QLatin1String("atEnd")][QLatin1String("writable")].toArray(),
             QJsonArray{disk});
    QCOMPARE(writeBlock[QLatin1String("restored")].toBool(false), true);
    QCOMPARE(flagOf(m_partition), WriteProtection::Writable);
}

QTEST_GUILESS_MAIN(TestWriteBlockEnd)
#include "tst_writeblockend.moc"
