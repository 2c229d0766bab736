// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquireoptiontable.h"
#include "acquisition/alsooutputoptions.h"
#include "cli/acquireoptions.h"
#include "util/shellquote.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Custody;
using namespace Custody::Cli;
using namespace Qt::StringLiterals;

namespace {

const QString NbdSourcePath = u"nbd://evidence.example/disk"_s;
const QString IscsiSourcePath = u"iscsi://examiner@evidence.example/iqn.2026-12.example:disk/1"_s;

// Every field, ImagingSettings' own included: AcquisitionRequest::operator== leaves out some
// of the settings (the E01 compression, chunk size and threads, the resume window).
bool sameRequest(const AcquisitionRequest &left, const AcquisitionRequest &right)
{
    return left == right && left.settings == right.settings;
}

void useEwf(AcquisitionRequest &request)
{
    request.settings.format = ImageFormat::Ewf;
    request.settings.segmentBytes = qint64(2) << 30;
    request.settings.hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha1 | HashAlgorithm::Sha256;
}

} // namespace

class TestAcquireOptionTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void roundTrip_data();
    void roundTrip();
    void defaultValues_data();
    void defaultValues();
    void outOfScope_data();
    void outOfScope();
    void tableCoversTheParser();
    void severalOutputsRoundTrip();
    void alsoOptionsBelongToTheAlsoBeforeThem();
    void alsoRefusals_data();
    void alsoRefusals();

private:
    AcquisitionRequest defaultRequest() const;
    // For each option of the table: a request that asks, through that option, for something
    // other than its default. Written here by hand, not derived from the table's own code.
    QHash<QString, std::function<void(AcquisitionRequest &)>> nonDefaults() const;

    QTemporaryDir m_dir;
    QString m_pskFile;
};

void TestAcquireOptionTable::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pskFile = m_dir.filePath(u"keys.psk"_s);
    QFile psk(m_pskFile);
    QVERIFY(psk.open(QIODevice::WriteOnly));
    QVERIFY(psk.write("examiner:0123456789abcdef\n") > 0);
}

AcquisitionRequest TestAcquireOptionTable::defaultRequest() const
{
    AcquisitionRequest request;
    request.sourcePath = u"/dev/sdx"_s;
    request.basePath = m_dir.filePath(u"disk"_s);
    return request;
}

QHash<QString, std::function<void(AcquisitionRequest &)>>
TestAcquireOptionTable::nonDefaults() const
{
    using R = AcquisitionRequest;
    const QString pskFile = m_pskFile;
    const QString folder = m_dir.path();
    return {
        {u"hash"_s,
         [](R &r) {
             r.settings.hashes = HashAlgorithm::Sha512;
         }},
        {u"clone"_s,
         [](R &r) {
             r.clone = DriveOutput{u"/dev/sdz"_s, std::nullopt};
         }},
        {u"excess"_s,
         [](R &r) {
             r.clone = DriveOutput{u"/dev/sdz"_s, quint8(0xa5)};
         }},
        {u"block-size"_s,
         [](R &r) {
             r.settings.blockBytes = 1024 * 1024;
         }},
        {u"preset"_s,
         [](R &r) {
             r.settings.preset = Preset::Rescue;
             r.settings.retries = 0;
         }},
        {u"retries"_s,
         [](R &r) {
             r.settings.retries = 5;
         }},
        {u"reread-unit"_s,
         [](R &r) {
             r.settings.rereadUnit = RereadUnit::LogicalSector;
         }},
        // 1.001 s: 1.001 * 1000 is 1000.999… as a double.
        {u"map-interval"_s,
         [](R &r) {
             r.settings.mapSaveInterval = std::chrono::milliseconds(1001);
         }},
        {u"hash-window"_s,
         [](R &r) {
             r.settings.hashWindowBytes = qint64(1) << 30;
         }},
        {u"resume-window"_s,
         [](R &r) {
             r.settings.resumeWindowBytes = 1024 * 1024;
         }},
        {u"fill"_s,
         [](R &r) {
             r.settings.fillByte = 0xFF;
         }},
        {u"copy-reads"_s,
         [](R &r) {
             r.settings.copyReadMode = ReadMode::Buffered;
         }},
        {u"reads-in-flight"_s,
         [](R &r) {
             r.settings.readsInFlight = 8;
         }},
        {u"format"_s,
         [](R &r) {
             useEwf(r);
         }},
        {u"split"_s,
         [](R &r) {
             r.settings.format = ImageFormat::SplitRaw;
             r.settings.segmentBytes = 650 * 1024 * 1024;
         }},
        {u"compression"_s,
         [](R &r) {
             useEwf(r);
             r.settings.compression = ChunkCompression::Best;
         }},
        {u"segment-size"_s,
         [](R &r) {
             useEwf(r);
             r.settings.segmentBytes = qint64(1) << 30;
         }},
        {u"chunk-size"_s,
         [](R &r) {
             useEwf(r);
             r.settings.chunkBytes = 64 * 1024;
         }},
        {u"compression-threads"_s,
         [](R &r) {
             useEwf(r);
             r.settings.compressionThreads = 3;
         }},
        {u"case-number"_s,
         [](R &r) {
             r.caseDetails.caseNumber = u"2026-114 --force"_s;
         }},
        {u"evidence-number"_s,
         [](R &r) {
             r.caseDetails.evidenceNumber = u"E7"_s;
         }},
        {u"examiner"_s,
         [](R &r) {
             r.caseDetails.examiner = u"A. Examiner"_s;
         }},
        {u"description"_s,
         [](R &r) {
             r.caseDetails.description = u"USB stick, \"red\""_s;
         }},
        {u"notes"_s,
         [](R &r) {
             r.caseDetails.notes = u"seized\nat 9:40"_s;
         }},
        {u"verify"_s,
         [](R &r) {
             r.verify = VerifyPolicy::Image;
         }},
        {u"verify-source"_s,
         [](R &r) {
             r.verify = VerifyPolicy::ImageAndSource;
         }},
        {u"no-smart"_s,
         [](R &r) {
             r.captureSmart = false;
         }},
        {u"no-layout"_s,
         [](R &r) {
             r.readLayout = false;
         }},
        {u"no-content-count"_s,
         [](R &r) {
             r.settings.countContent = false;
         }},
        {u"write-block"_s,
         [](R &r) {
             r.writeBlock = true;
         }},
        {u"expect-drive"_s,
         [](R &r) {
             r.chosenSource = AcquisitionRequest::ChosenDrive{u"S/N: 12:34"_s, 1000204886016};
         }},
        {u"tls-psk"_s,
         [pskFile](R &r) {
             r.sourcePath = NbdSourcePath;
             r.network.tlsPskFile = pskFile;
         }},
        {u"tls-username"_s,
         [](R &r) {
             r.sourcePath = NbdSourcePath;
             r.network.tlsUsername = u"examiner"_s;
         }},
        {u"tls-certificates"_s,
         [folder](R &r) {
             r.sourcePath = NbdSourcePath;
             r.network.tlsCertificates = folder;
         }},
        {u"chap-file"_s,
         [pskFile](R &r) {
             r.sourcePath = IscsiSourcePath;
             r.network.chapFile = pskFile;
         }},
        {u"network-timeout"_s,
         [](R &r) {
             r.sourcePath = IscsiSourcePath;
             r.network.timeoutSeconds = 60;
         }},
        {u"network-reconnect"_s,
         [](R &r) {
             r.sourcePath = NbdSourcePath;
             r.network.reconnectAttempts = 0;
         }},
        {u"network-reconnect-delay"_s,
         [](R &r) {
             r.sourcePath = NbdSourcePath;
             r.network.reconnectDelaySeconds = 1;
         }},
        {u"force"_s,
         [](R &r) {
             r.overwrite = OverwritePolicy::Overwrite;
         }},
        {u"resume"_s,
         [](R &r) {
             r.overwrite = OverwritePolicy::Resume;
         }},
    };
}

// One row per option of the table, so that an option added to it is tested or fails here.
void TestAcquireOptionTable::roundTrip_data()
{
    QTest::addColumn<QString>("option");
    QTest::newRow("defaults") << QString();
    QTest::newRow("E01 defaults") << u"E01 defaults"_s;
    for (const AcquireOption &option : acquireOptionTable())
        QTest::newRow(qPrintable(u"--"_s + option.name)) << option.name;
}

// A request that differs from the defaults by one option, written as the equivalent command line
// (the record's, the printed --resume) and parsed again: the same request.
void TestAcquireOptionTable::roundTrip()
{
    QFETCH(QString, option);
    AcquisitionRequest expected = defaultRequest();
    if (option == u"E01 defaults"_s) {
        useEwf(expected);
    } else if (!option.isEmpty()) {
        const auto nonDefault = nonDefaults().value(option);
        if (!nonDefault)
            QFAIL(qPrintable(u"no request with a value other than the default of --%1: add one to "
                             "nonDefaults()"_s.arg(option)));
        nonDefault(expected);
        QVERIFY2(!sameRequest(expected, defaultRequest()),
                 "the value chosen for the option is its default");
    }

    const QStringList arguments = equivalentCliArguments(expected);
    QCOMPARE(arguments.mid(0, 4),
             (QStringList{u"custody-cli"_s, u"acquire"_s, expected.sourcePath, expected.basePath}));
    if (!option.isEmpty() && option != u"E01 defaults"_s)
        QVERIFY2(arguments.contains(u"--"_s + option), qPrintable(shellQuote(arguments)));

    const Result<AcquireRequest> parsed = parseAcquireArguments(arguments.mid(2));
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().userMessage()));
    QVERIFY2(sameRequest(*parsed, expected),
             qPrintable(u"%1\nreads back as\n%2"_s.arg(
                 shellQuote(arguments), shellQuote(equivalentCliArguments(*parsed)))));
}

void TestAcquireOptionTable::defaultValues_data()
{
    QTest::addColumn<QStringList>("context");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    for (const AcquireOption &option : acquireOptionTable()) {
        if (option.defaultValue.isEmpty())
            continue;
        QStringList context{u"/dev/sdx"_s, m_dir.filePath(u"disk"_s)};
        if (option.scope == AcquireOptionScope::Nbd || option.scope == AcquireOptionScope::Network)
            context[0] = NbdSourcePath;
        if (option.scope == AcquireOptionScope::Iscsi)
            context[0] = IscsiSourcePath;
        if (option.scope == AcquireOptionScope::Ewf)
            context << u"--format"_s << u"e01"_s;
        QTest::newRow(qPrintable(u"--"_s + option.name))
            << context << option.name << option.defaultValue;
    }
}

// The default --help shows for an option asks for what leaving the option out asks for.
void TestAcquireOptionTable::defaultValues()
{
    QFETCH(QStringList, context);
    QFETCH(QString, option);
    QFETCH(QString, value);
    const Result<AcquireRequest> without = parseAcquireArguments(context);
    QVERIFY2(without, qPrintable(without ? QString() : without.error().userMessage()));
    const Result<AcquireRequest> with
        = parseAcquireArguments(context + QStringList{u"--"_s + option, value});
    QVERIFY2(with, qPrintable(with ? QString() : with.error().userMessage()));
    QVERIFY(sameRequest(*with, *without));
}

void TestAcquireOptionTable::outOfScope_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("refusal");
    for (const AcquireOption &option : acquireOptionTable()) {
        if (option.scope == AcquireOptionScope::Any)
            continue;
        AcquisitionRequest request = defaultRequest();
        const auto nonDefault = nonDefaults().value(option.name);
        QVERIFY2(nonDefault, qPrintable(option.name));
        nonDefault(request);
        const QStringList written = equivalentCliArguments(request);
        const qsizetype index = written.indexOf(u"--"_s + option.name);
        QVERIFY2(index > 0 && index + 1 < written.size(), qPrintable(option.name));
        // The option alone, with the value it was written with, on a raw image of a drive.
        const QStringList arguments{u"/dev/sdx"_s, m_dir.filePath(u"disk"_s), written[index],
                                    written[index + 1]};
        const QHash<AcquireOptionScope, QString> refusals{
            {AcquireOptionScope::Ewf,
             u"--%1 is for E01 images: add --format e01"_s.arg(option.name)},
            {AcquireOptionScope::Nbd,
             u"are for NBD sources (nbd://, nbds://, nbd+unix://), not /dev/sdx"_s},
            {AcquireOptionScope::Iscsi, u"is for iSCSI sources (iscsi://), not /dev/sdx"_s},
            {AcquireOptionScope::Network,
             u"are for network sources (nbd://, nbds://, nbd+unix://, iscsi://), not /dev/sdx"_s},
        };
        QTest::newRow(qPrintable(u"--"_s + option.name))
            << arguments << refusals.value(option.scope);
    }
    // Each protocol's credentials with the other protocol's source.
    const QString chapFile = m_pskFile;
    QTest::newRow("--chap-file with NBD")
        << QStringList{NbdSourcePath, m_dir.filePath(u"disk"_s), u"--chap-file"_s, chapFile}
        << u"is for iSCSI sources (iscsi://), not "_s + NbdSourcePath;
    QTest::newRow("--tls-psk with iSCSI")
        << QStringList{IscsiSourcePath, m_dir.filePath(u"disk"_s), u"--tls-psk"_s, chapFile}
        << u"are for NBD sources (nbd://, nbds://, nbd+unix://), not "_s + IscsiSourcePath;
    QTest::newRow("--expect-drive with iSCSI")
        << QStringList{IscsiSourcePath, m_dir.filePath(u"disk"_s), u"--expect-drive"_s,
                       u"S1:1000204886016"_s}
        << u"--expect-drive is for a drive of this computer (/dev/…), not "_s + IscsiSourcePath;
}

// An option of an E01 on a raw image, or of an NBD source on a drive, is refused.
void TestAcquireOptionTable::outOfScope()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, refusal);
    const Result<AcquireRequest> parsed = parseAcquireArguments(arguments);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, Error::Code::InvalidArgument);
    QVERIFY2(parsed.error().userMessage().contains(refusal),
             qPrintable(parsed.error().userMessage()));
}

// Every option `custody-cli acquire` accepts is in the table, except those of one run of
// custody-cli that no AcquisitionRequest holds (see acquireOptionTable()).
void TestAcquireOptionTable::tableCoversTheParser()
{
    const QSet<QString> runOnly{
        u"json"_s,    u"sign-key"_s, u"sign-cert"_s, u"sign-passphrase-file"_s,
        u"history"_s, u"yes"_s,      u"on-end"_s,    u"on-end-timeout"_s};
    QSet<QString> table;
    for (const AcquireOption &option : acquireOptionTable()) {
        QVERIFY2(!table.contains(option.name), qPrintable(option.name));
        QVERIFY2(!runOnly.contains(option.name), qPrintable(option.name));
        QVERIFY(option.valueOf && option.apply);
        table << option.name;
    }

    // --also and its options are read before the parser (takeAlsoOutputGroups).
    for (const QCommandLineOption &option : alsoOutputCommandLineOptions())
        table << option.names().constFirst();

    QSet<QString> accepted;
    for (const QCommandLineOption &option : acquireCommandLineOptions())
        accepted.unite(QSet<QString>(option.names().cbegin(), option.names().cend()));
    // And what --help lists, in case an option reached the parser some other way.
    const QRegularExpression optionLine(u"^  (?:-\\w, )?--([a-z0-9-]+)"_s,
                                        QRegularExpression::MultilineOption);
    QRegularExpressionMatchIterator lines = optionLine.globalMatch(acquireUsage());
    while (lines.hasNext())
        accepted << lines.next().captured(1);

    QCOMPARE(accepted - table - runOnly, QSet<QString>());
    QCOMPARE(table + runOnly - accepted, QSet<QString>());
}

// Several outputs (--also groups) written as the equivalent command line and read again.
void TestAcquireOptionTable::severalOutputsRoundTrip()
{
    AcquisitionRequest expected = defaultRequest();
    expected.verify = VerifyPolicy::Image;
    expected.settings.hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha1;
    expected.alsoOutputs = {
        {m_dir.filePath(u"copy"_s), ImageFormat::SplitRaw, 4 * 1024 * 1024, ChunkCompression::Fast,
         VerifyPolicy::None},
        {m_dir.filePath(u"master"_s), ImageFormat::Ewf, qint64(1) << 30, ChunkCompression::Best,
         VerifyPolicy::Image},
        {m_dir.filePath(u"plain"_s), ImageFormat::Raw, 0, ChunkCompression::Fast,
         VerifyPolicy::Image},
    };
    const QStringList arguments = equivalentCliArguments(expected);
    QCOMPARE(arguments.mid(4, 2), (QStringList{u"--also"_s, m_dir.filePath(u"copy"_s)}));
    const Result<AcquireRequest> parsed = parseAcquireArguments(arguments.mid(2));
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().userMessage()));
    QVERIFY2(sameRequest(*parsed, expected),
             qPrintable(u"%1\nreads back as\n%2"_s.arg(
                 shellQuote(arguments), shellQuote(equivalentCliArguments(*parsed)))));

    // Each output alone, as the command that resumes it: its base and format, the rest the same.
    AcquisitionRequest resume = expected;
    resume.overwrite = OverwritePolicy::Resume;
    const AcquisitionRequest alone = alsoOutputRequest(resume, 0);
    QCOMPARE(alone.basePath, m_dir.filePath(u"copy"_s));
    QCOMPARE(alone.settings.format, ImageFormat::SplitRaw);
    QCOMPARE(alone.settings.segmentBytes, 4 * 1024 * 1024);
    QCOMPARE(alone.verify, VerifyPolicy::None);
    QVERIFY(alone.alsoOutputs.isEmpty());
    const Result<AcquireRequest> resumed
        = parseAcquireArguments(equivalentCliArguments(alone).mid(2));
    QVERIFY2(resumed, qPrintable(resumed ? QString() : resumed.error().userMessage()));
    QVERIFY(sameRequest(*resumed, alone));
}

void TestAcquireOptionTable::alsoOptionsBelongToTheAlsoBeforeThem()
{
    const QString second = m_dir.filePath(u"second"_s);
    const QString third = m_dir.filePath(u"third"_s);
    const Result<AcquireRequest> parsed = parseAcquireArguments(
        {u"/dev/sdx"_s, m_dir.filePath(u"disk"_s), u"--also"_s, second, u"--also-format=e01"_s,
         u"--verify"_s, u"--also"_s, third, u"--also-segment-size"_s, u"2M"_s, u"--also-format"_s,
         u"split"_s, u"--also-verify"_s, u"none"_s});
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().userMessage()));
    QCOMPARE(parsed->verify, VerifyPolicy::Image);
    QCOMPARE(parsed->settings.format, ImageFormat::Raw);
    QCOMPARE(parsed->alsoOutputs.size(), 2);
    const AlsoOutput &e01 = parsed->alsoOutputs[0];
    QCOMPARE(e01.basePath, second);
    QCOMPARE(e01.format, ImageFormat::Ewf);
    QCOMPARE(e01.segmentBytes, qint64(2) << 30);
    QCOMPARE(e01.compression, ChunkCompression::Fast);
    QCOMPARE(e01.verify, VerifyPolicy::Image); // as --verify asks
    const AlsoOutput &split = parsed->alsoOutputs[1];
    QCOMPARE(split.basePath, third);
    QCOMPARE(split.format, ImageFormat::SplitRaw);
    QCOMPARE(split.segmentBytes, 2 * 1024 * 1024);
    QCOMPARE(split.verify, VerifyPolicy::None);
    // An E01 among the outputs stores the MD5 and SHA-1: the default hashes add the SHA-1.
    QCOMPARE(parsed->settings.hashes,
             HashAlgorithm::Md5 | HashAlgorithm::Sha1 | HashAlgorithm::Sha256);
}

void TestAcquireOptionTable::alsoRefusals_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("refusal");
    const QString second = m_dir.filePath(u"second"_s);
    QTest::newRow("an option before any --also")
        << QStringList{u"--also-format"_s, u"e01"_s, u"--also"_s, second}
        << u"applies to the --also before it"_s;
    QTest::newRow("an option twice")
        << QStringList{u"--also"_s,        second,  u"--also-format"_s, u"e01"_s,
                       u"--also-format"_s, u"raw"_s}
        << u"is given twice"_s;
    QTest::newRow("an unknown option")
        << QStringList{u"--also"_s, second, u"--also-hash"_s, u"md5"_s} << u"unknown option"_s;
    QTest::newRow("the first base again")
        << QStringList{u"--also"_s, m_dir.filePath(u"disk"_s)} << u"given as an output twice"_s;
    QTest::newRow("a base twice") << QStringList{u"--also"_s, second, u"--also"_s, second}
                                  << u"given as an output twice"_s;
    QTest::newRow("a folder") << QStringList{u"--also"_s, m_dir.path()} << u"not a folder"_s;
    QTest::newRow("split without a size")
        << QStringList{u"--also"_s, second, u"--also-format"_s, u"split"_s}
        << u"needs --also-segment-size"_s;
    QTest::newRow("compression of a raw output")
        << QStringList{u"--also"_s, second, u"--also-compression"_s, u"best"_s}
        << u"is for --also-format e01"_s;
    QTest::newRow("a resume of several outputs")
        << QStringList{u"--also"_s, second, u"--resume"_s}
        << u"custody-cli acquire /dev/sdx %1 --hash"_s.arg(second);
}

void TestAcquireOptionTable::alsoRefusals()
{
    QFETCH(QStringList, options);
    QFETCH(QString, refusal);
    const Result<AcquireRequest> parsed
        = parseAcquireArguments(QStringList{u"/dev/sdx"_s, m_dir.filePath(u"disk"_s)} + options);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, Error::Code::InvalidArgument);
    QVERIFY2(parsed.error().userMessage().contains(refusal),
             qPrintable(parsed.error().userMessage()));
}

QTEST_GUILESS_MAIN(TestAcquireOptionTable)
#include "tst_acquireoptiontable.moc"
