// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "cli/acquirecommand.h"
#include "record/acquisitionrecord.h"
#include "record/acquisitionreport.h"
#include "render/acquisitionlog.h"
#include "render/reportjsonwriter.h"
#include "render/reportpdfwriter.h"
#include "render/reporttextwriter.h"
#include "report/reportdocumentbuilder.h"
#include "testprocess.h"
#include "util/sourcelanguage.h"

#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Custody;
using Outcome = VerificationVerdict::Outcome;

// One verdict everywhere: for every combination of what the image read-back and the source
// re-read found (with and without hash windows), the CLI's exit code, the record's JSON, the
// log, the GUI banner, the report read back from the JSON, its text and JSON renderings and the
// PDF all say the same. The expected verdict comes from two small tables below, the
// specification: a difference anywhere is a mismatch, then a read that failed, then anything
// not compared.
class TestVerificationVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRendererAgrees_data();
    void everyRendererAgrees();
    void digestTableSaysWhatWasCompared();
    void newerRecordIsRefused();
    void incompleteComparisonIsRefused();
};

namespace {

enum class ImageRead { NotVerified, Same, OneDiffers, OneMissing, Failed, Cancelled };
enum class SourceRead {
    NotRead,
    Same,
    SameBadBothTimes, // the acquisition's bad sectors fail again
    UnreadableNow,    // a sector read during the acquisition fails now
    Weak,             // the acquisition's bad sectors read fine now
    Differs,
    DiffersThenVanished, // a difference found before the source went away
    Vanished,
    ImageUnreadable, // the image failed while the source was compared with it
    Cancelled,
    NothingCompared,
    Version1Same, // records of formatVersion 1: digests, no comparison
    Version1SameOverBad,
    Version1DiffersOverBad,
    Version1Differs,
};

constexpr qint64 s_size = 1024 * 1024;
const Extent s_badExtent{8192, 1024};

// What each finding alone makes of the verdict. A run's verdict is the worst of the two, in
// the order Mismatch, Failed, Incomplete, Match.
Outcome imageAlone(ImageRead image)
{
    switch (image) {
    case ImageRead::NotVerified: return Outcome::NotVerified;
    case ImageRead::Same: return Outcome::Match;
    case ImageRead::OneDiffers: return Outcome::Mismatch;
    case ImageRead::OneMissing: return Outcome::Incomplete;
    case ImageRead::Failed: return Outcome::Failed;
    case ImageRead::Cancelled: return Outcome::Incomplete;
    }
    return Outcome::NotVerified;
}

Outcome sourceAlone(SourceRead source)
{
    switch (source) {
    case SourceRead::NotRead:
    case SourceRead::Same:
    case SourceRead::SameBadBothTimes:
    case SourceRead::UnreadableNow:
    case SourceRead::Weak:
    case SourceRead::Version1Same:
    case SourceRead::Version1SameOverBad: return Outcome::Match;
    case SourceRead::Differs:
    case SourceRead::DiffersThenVanished:
    case SourceRead::Version1Differs: return Outcome::Mismatch;
    case SourceRead::Vanished:
    case SourceRead::ImageUnreadable: return Outcome::Failed;
    case SourceRead::Cancelled:
    case SourceRead::NothingCompared:
    case SourceRead::Version1DiffersOverBad: return Outcome::Incomplete;
    }
    return Outcome::NotVerified;
}

Outcome expectedOutcome(ImageRead image, SourceRead source)
{
    if (image == ImageRead::NotVerified)
        return Outcome::NotVerified;
    for (const Outcome worst : {Outcome::Mismatch, Outcome::Failed, Outcome::Incomplete}) {
        if (imageAlone(image) == worst || sourceAlone(source) == worst)
            return worst;
    }
    return Outcome::Match;
}

bool isVersion1(SourceRead source)
{
    return source == SourceRead::Version1Same || source == SourceRead::Version1SameOverBad
           || source == SourceRead::Version1DiffersOverBad || source == SourceRead::Version1Differs;
}

bool acquisitionHasBadSectors(SourceRead source)
{
    return source == SourceRead::SameBadBothTimes || source == SourceRead::Weak
           || source == SourceRead::Version1SameOverBad
           || source == SourceRead::Version1DiffersOverBad;
}

QString hex(HashAlgorithm algorithm, char digit)
{
    return QString(hashHexLength(algorithm), QLatin1Char(digit));
}

RecordedError recordedError(Error::Code code, int sysErrno)
{
    return RecordedError::from(Error::fromErrno(code, sysErrno, QStringLiteral("/cases/ev.dd")));
}

SourceRereadRecord sourceReread(SourceRead kind)
{
    const QList<RecordedDigest> same{{HashAlgorithm::Md5, hex(HashAlgorithm::Md5, '1')},
                                     {HashAlgorithm::Sha256, hex(HashAlgorithm::Sha256, '2')}};
    const QList<RecordedDigest> other{{HashAlgorithm::Md5, hex(HashAlgorithm::Md5, '7')},
                                      {HashAlgorithm::Sha256, hex(HashAlgorithm::Sha256, '8')}};
    SourceRereadRecord source;
    source.time = QDateTime(QDate(2026, 12, 1), QTime(10, 0), QTimeZone::utc());
    switch (kind) {
    case SourceRead::NotRead: break;
    case SourceRead::Same:
    case SourceRead::Version1Same:
        source.digests = same;
        source.comparison = SourceComparison{s_size, 0, std::nullopt, 0, 0};
        break;
    case SourceRead::Version1SameOverBad: // the same sectors failed, filled the same way
        source.digests = same;
        source.bytesUnreadable = s_badExtent.length;
        break;
    case SourceRead::DiffersThenVanished:
        source.error = recordedError(Error::Code::SourceVanished, ENODEV);
        source.comparison = SourceComparison{s_size / 2, 512, 4100, 0, 0};
        break;
    case SourceRead::ImageUnreadable:
        source.error = recordedError(Error::Code::ImageReadFailed, EIO);
        source.comparison = SourceComparison{s_size / 4, 0, std::nullopt, 0, 0};
        break;
    case SourceRead::SameBadBothTimes:
        source.digests = same;
        source.bytesUnreadable = s_badExtent.length;
        source.comparison
            = SourceComparison{s_size - s_badExtent.length, 0, std::nullopt, s_badExtent.length, 0};
        break;
    case SourceRead::UnreadableNow:
        source.digests = other;
        source.bytesUnreadable = 512;
        source.comparison = SourceComparison{s_size - 512, 0, std::nullopt, 512, 0};
        break;
    case SourceRead::Weak:
        source.digests = other;
        source.comparison = SourceComparison{s_size - s_badExtent.length, 0, std::nullopt,
                                             s_badExtent.length, s_badExtent.length};
        break;
    case SourceRead::Differs:
    case SourceRead::Version1Differs:
    case SourceRead::Version1DiffersOverBad:
        source.digests = other;
        source.comparison = SourceComparison{s_size, 512, 4100, 0, 0};
        break;
    case SourceRead::Vanished:
        source.error = recordedError(Error::Code::SourceVanished, ENODEV);
        break;
    case SourceRead::Cancelled: source.error = recordedError(Error::Code::Cancelled, 0); break;
    case SourceRead::NothingCompared:
        source.digests = other;
        source.bytesUnreadable = s_size;
        source.comparison = SourceComparison{0, 0, std::nullopt, s_size, 0};
        break;
    }
    if (isVersion1(kind))
        source.comparison.reset();
    return source;
}

AcquisitionRecord makeRecord(ImageRead image, SourceRead source, bool windows)
{
    AcquisitionRecord record;
    record.tool = ToolIdentity::running(QStringLiteral("custody-cli acquire /dev/sdz /cases/ev"));
    record.host = HostIdentity::running();
    record.source.path = QStringLiteral("/dev/sdz");
    record.source.kind = QStringLiteral("block device");
    record.source.sizeBytes = s_size;
    record.settings.hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    record.settings.hashWindowBytes = windows ? s_size / 2 : 0;
    ImagingOutcome outcome;
    outcome.status = ImagingOutcome::Status::Completed;
    outcome.startTime = QDateTime(QDate(2026, 12, 1), QTime(9, 0), QTimeZone::utc());
    outcome.endTime = outcome.startTime.addSecs(60);
    outcome.map = RescueMap(s_size);
    outcome.map.mark({0, s_size}, SectorState::Finished);
    if (acquisitionHasBadSectors(source))
        outcome.map.mark(s_badExtent, SectorState::BadSector);
    outcome.imageFiles = {QStringLiteral("/cases/ev.dd")};
    for (const auto &[algorithm, digit] :
         {std::pair{HashAlgorithm::Md5, '1'}, std::pair{HashAlgorithm::Sha256, '2'}}) {
        HashResult hash{algorithm, hex(algorithm, digit), {}, {}, {}, 0};
        if (windows) {
            hash.windows = {{{0, s_size / 2}, hex(algorithm, '3')},
                            {{s_size / 2, s_size / 2}, hex(algorithm, '4')}};
            hash.windowCount = 2;
        }
        outcome.hashes.append(hash);
    }
    outcome.hashedInStreamBytes = s_size;
    record.result = AcquisitionResult::from(outcome);
    record.hashes = RecordedHash::from(outcome);
    record.outputs = {{QStringLiteral("/cases/ev.dd"), s_size, QStringLiteral("image"), {}}};
    if (image == ImageRead::NotVerified)
        return record;
    VerificationRecord verification;
    verification.time = QDateTime(QDate(2026, 12, 1), QTime(9, 30), QTimeZone::utc());
    if (image == ImageRead::Failed)
        verification.error = recordedError(Error::Code::ImageReadFailed, EIO);
    else if (image == ImageRead::Cancelled)
        verification.error = recordedError(Error::Code::Cancelled, 0);
    else
        verification.image = {{HashAlgorithm::Md5, hex(HashAlgorithm::Md5, '1')},
                              {HashAlgorithm::Sha256, hex(HashAlgorithm::Sha256, '2')}};
    if (image == ImageRead::OneDiffers)
        verification.image[1].hex = hex(HashAlgorithm::Sha256, '9');
    if (image == ImageRead::OneMissing)
        verification.image.removeLast();
    if (source != SourceRead::NotRead)
        verification.source = sourceReread(source);
    record.verification = verification;
    return record;
}

// The record as a Custody of formatVersion 1 wrote it: the source re-read in flat fields.
QByteArray asVersion1(QJsonObject json)
{
    json[QStringLiteral("formatVersion")] = 1;
    QJsonObject verification = json[QStringLiteral("verification")].toObject();
    const QJsonObject source = verification.take(QStringLiteral("sourceReread")).toObject();
    if (!source.isEmpty()) {
        verification[QStringLiteral("source")] = source[QStringLiteral("digests")];
        verification[QStringLiteral("sourceTime")] = source[QStringLiteral("time")];
        verification[QStringLiteral("sourceUnreadableBytes")]
            = source[QStringLiteral("bytesUnreadable")];
    }
    json[QStringLiteral("verification")] = verification;
    return QJsonDocument(json).toJson();
}

QString withoutSpace(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\s")));
}

QString pdfText(const ReportDocument &document, const QString &path)
{
    if (const Result<int> written = ReportPdfWriter::write(document, path, PaperSize::A4); !written)
        return QStringLiteral("(not written: %1)").arg(written.error().userMessage());
    const Test::ProcessResult run
        = Test::runProcess(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
                           {QStringLiteral("-raw"), path, QStringLiteral("-")});
    return QString::fromUtf8(run.standardOutput);
}

} // namespace

Q_DECLARE_METATYPE(ImageRead)
Q_DECLARE_METATYPE(SourceRead)

void TestVerificationVerdict::everyRendererAgrees_data()
{
    QTest::addColumn<ImageRead>("image");
    QTest::addColumn<SourceRead>("source");
    QTest::addColumn<bool>("windows");
    const QList<std::pair<ImageRead, const char *>> images{
        {ImageRead::NotVerified, "not verified"},
        {ImageRead::Same, "image same"},
        {ImageRead::OneDiffers, "image differs"},
        {ImageRead::OneMissing, "image algorithm missing"},
        {ImageRead::Failed, "image unreadable"},
        {ImageRead::Cancelled, "image cancelled"}};
    const QList<std::pair<SourceRead, const char *>> sources{
        {SourceRead::NotRead, "source not read"},
        {SourceRead::Same, "source same"},
        {SourceRead::SameBadBothTimes, "bad sectors bad again"},
        {SourceRead::UnreadableNow, "unreadable only now"},
        {SourceRead::Weak, "weak drive: bad sectors read now"},
        {SourceRead::Differs, "source differs"},
        {SourceRead::DiffersThenVanished, "differs, then vanished"},
        {SourceRead::Vanished, "source vanished"},
        {SourceRead::ImageUnreadable, "image unreadable in the comparison"},
        {SourceRead::Cancelled, "source cancelled"},
        {SourceRead::NothingCompared, "nothing read twice"},
        {SourceRead::Version1Same, "v1 digests same"},
        {SourceRead::Version1SameOverBad, "v1 digests same over bad sectors"},
        {SourceRead::Version1DiffersOverBad, "v1 digests differ over bad sectors"},
        {SourceRead::Version1Differs, "v1 digests differ"}};
    for (const auto &[image, imageName] : images) {
        for (const auto &[source, sourceName] : sources) {
            if (image == ImageRead::NotVerified && source != SourceRead::NotRead)
                continue; // a source re-read is part of a verification
            for (const bool windows : {false, true})
                QTest::addRow("%s, %s%s", imageName, sourceName, windows ? ", windows" : "")
                    << image << source << windows;
        }
    }
}

void TestVerificationVerdict::everyRendererAgrees()
{
    QFETCH(ImageRead, image);
    QFETCH(SourceRead, source);
    QFETCH(bool, windows);
    const Outcome expected = expectedOutcome(image, source);
    const AcquisitionRecord record = makeRecord(image, source, windows);
    const VerificationVerdict verdict = record.verdict();
    QCOMPARE(verdict.outcome(), expected);
    const QString title = verdict.title();
    const QString explanation = verdict.explanation();
    QVERIFY(!explanation.isEmpty());

    // custody-cli acquire
    const bool passes = expected == Outcome::Match || expected == Outcome::NotVerified;
    QCOMPARE(Cli::AcquireCommand::exitCodeFor(record, false),
             passes ? Cli::ExitSuccess : Cli::ExitFailed);
    QCOMPARE(Cli::AcquireCommand::exitCodeFor(record, true), Cli::ExitFailed);

    // The record and the log.
    const QJsonObject json = record.toJson();
    if (image != ImageRead::NotVerified)
        QCOMPARE(json[QStringLiteral("verification")][QStringLiteral("verdict")].toString(),
                 verdict.name());
    const QString log = acquisitionLogText(record, ReportContext::current());
    if (image != ImageRead::NotVerified) {
        const QRegularExpression verdictLine(
            QStringLiteral("^[ !]*Verdict *: %1$").arg(QRegularExpression::escape(title)),
            QRegularExpression::MultilineOption);
        QVERIFY2(log.contains(verdictLine), qPrintable(log));
        // The log's words are the same, its counts in plain digits (SourceLanguageScope).
        const SourceLanguageScope english;
        QVERIFY2(log.contains(verdict.explanation()), qPrintable(log));
    }

    // The GUI banner.
    const QString banner = AcquisitionPanel::bannerHtml(record, std::nullopt, {});
    QVERIFY2(banner.contains(title.toHtmlEscaped()), qPrintable(banner));
    QVERIFY(banner.contains(explanation.toHtmlEscaped()));

    // The report, from the record as written (or as formatVersion 1 wrote it).
    const QByteArray bytes = isVersion1(source) ? asVersion1(json) : QJsonDocument(json).toJson();
    const Result<AcquisitionReport> report
        = AcquisitionReport::fromRecord(bytes, QStringLiteral("/cases/ev.json"));
    QVERIFY2(report, qPrintable(report ? QString() : report.error().userMessage()));
    QCOMPARE(report->verdict().outcome(), expected);
    QCOMPARE(report->verdict().explanation(), explanation);
    const ReportContext context{QDateTime(QDate(2026, 12, 1), QTime(12, 0), QTimeZone::utc()),
                                QStringLiteral("Custody test")};
    const ReportDocument document = ReportDocumentBuilder::build(*report, context);
    const QString text = withoutSpace(ReportTextWriter::write(document));
    QVERIFY(text.contains(withoutSpace(title)));
    QVERIFY(text.contains(withoutSpace(explanation)));
    const QJsonObject reportJson
        = QJsonDocument::fromJson(ReportJsonWriter::write(*report, context)).object();
    QCOMPARE(reportJson[QStringLiteral("verification")][QStringLiteral("verdict")].toString(),
             verdict.name());
    QCOMPARE(reportJson[QStringLiteral("verification")][QStringLiteral("explanation")].toString(),
             explanation);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pdf = withoutSpace(pdfText(document, dir.filePath(QStringLiteral("r.pdf"))));
    QVERIFY2(pdf.contains(withoutSpace(title)), qPrintable(pdf.left(2000)));
    QVERIFY2(pdf.contains(withoutSpace(explanation)), qPrintable(explanation));
}

void TestVerificationVerdict::digestTableSaysWhatWasCompared()
{
    // Digests over unreadable sectors are not compared with the acquisition's: they cannot be
    // equal, and that is no finding.
    const VerificationVerdict weak = makeRecord(ImageRead::Same, SourceRead::Weak, false).verdict();
    QCOMPARE(weak.outcome(), Outcome::Match);
    for (const AlgorithmComparison &comparison : weak.algorithms()) {
        QCOMPARE(comparison.imageComparison, DigestComparison::Match);
        QCOMPARE(comparison.sourceComparison, DigestComparison::NotComparable);
    }
    QVERIFY(weak.explanation().contains(QStringLiteral(
        "Of those, 1,024 bytes were unreadable during the acquisition and read now")));
    const VerificationVerdict differs
        = makeRecord(ImageRead::Same, SourceRead::Differs, false).verdict();
    QCOMPARE(differs.sourceFinding(),
             QStringLiteral("The source read again differs from the image: 512 bytes in sectors "
                            "read both times, the first at byte offset 4100."));
    const VerificationVerdict image
        = makeRecord(ImageRead::OneDiffers, SourceRead::NotRead, false).verdict();
    QCOMPARE(image.algorithms()[0].imageComparison, DigestComparison::Match);
    QCOMPARE(image.algorithms()[1].imageComparison, DigestComparison::Mismatch);
    QVERIFY(image.explanation().startsWith(QStringLiteral("SHA-256 of the image read back")));
    QVERIFY(makeRecord(ImageRead::Same, SourceRead::ImageUnreadable, false)
                .verdict()
                .sourceFinding()
                .startsWith(QStringLiteral("The image could not be read for the comparison")));
    QVERIFY(makeRecord(ImageRead::Same, SourceRead::DiffersThenVanished, false)
                .verdict()
                .sourceFinding()
                .contains(QStringLiteral("the first at byte offset 4100")));
}

// A comparison that covers less than the source, with no error to say why, is a damaged record:
// it could otherwise pass for a match.
void TestVerificationVerdict::incompleteComparisonIsRefused()
{
    AcquisitionRecord record = makeRecord(ImageRead::Same, SourceRead::Same, false);
    record.verification->source->comparison->bytesCompared = 1;
    const Result<AcquisitionReport> report = AcquisitionReport::fromRecord(
        QJsonDocument(record.toJson()).toJson(), QStringLiteral("/cases/ev.json"));
    QVERIFY(!report);
    QVERIFY2(report.error().detail.startsWith(
                 QStringLiteral("verification.sourceReread.comparison: 1 bytes")),
             qPrintable(report.error().detail));
}

void TestVerificationVerdict::newerRecordIsRefused()
{
    QJsonObject json = makeRecord(ImageRead::Same, SourceRead::Same, false).toJson();
    json[QStringLiteral("formatVersion")] = RecordJson::formatVersion + 1;
    const Result<AcquisitionReport> report = AcquisitionReport::fromRecord(
        QJsonDocument(json).toJson(), QStringLiteral("/cases/ev.json"));
    QVERIFY(!report);
    QVERIFY2(report.error().detail.contains(QStringLiteral("is newer than this Custody reads")),
             qPrintable(report.error().detail));
}

int main(int argc, char *argv[])
{
    // The PDF writer needs fonts, not a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication application(argc, argv);
    TestVerificationVerdict test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_verificationverdict.moc"
