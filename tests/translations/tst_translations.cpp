// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "compiledtranslation.h"
#include "device/writegate.h"
#include "record/acquisitionreport.h"
#include "render/acquisitionlog.h"
#include "render/reporttextwriter.h"
#include "report/reportdocumentbuilder.h"
#include "report/reportformat.h"
#include "translations.h"
#include "util/sourcelanguage.h"
#include "util/units.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTranslator>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

// Every .ts file is up to date with the sources and completely translated.
class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tsFilesAreUpToDate_data();
    void tsFilesAreUpToDate();
    void tsFilesAreComplete_data() { tsFilesAreUpToDate_data(); }
    void tsFilesAreComplete();
    void pluralsFollowTheCount_data();
    void pluralsFollowTheCount();
    void aGermanGuiWritesAnEnglishLog();
    void aTranslatedReportHasNoEnglishLeft_data();
    void aTranslatedReportHasNoEnglishLeft();
    void aReportGroupsItsDigitsAsItsLanguage_data();
    void aReportGroupsItsDigitsAsItsLanguage();
    void aTranslatedReportWritesTheDayInItsLanguage_data();
    void aTranslatedReportWritesTheDayInItsLanguage();
    void aGermanReportQuotesSmartctl();
    void aGermanRefusalNamesTheFileInGerman_data();
    void aGermanRefusalNamesTheFileInGerman();

private:
    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    // Undoes installTranslators(): the translators it parented to the application.
    static void removeTheGuisTranslators()
    {
        for (QTranslator *translator :
             QCoreApplication::instance()->findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    // The text report of the record at `path`, in the language installed.
    static QString reportOf(const QString &path, QString *log = nullptr)
    {
        const Result<AcquisitionRecord> record = AcquisitionRecord::fromJson(readAll(path), path);
        if (!record)
            return record.error().userMessage();
        if (log)
            *log = acquisitionLogText(*record, ReportContext::current());
        return ReportTextWriter::write(ReportDocumentBuilder::build(
            AcquisitionReport{path, QString(), *record}, ReportContext::current()));
    }
    static bool loadTranslation(QTranslator &translator, const QString &language,
                                const QTemporaryDir &folder)
    {
        return Test::loadCompiledTranslation(translator, language, folder);
    }
};

void TestTranslations::tsFilesAreUpToDate_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Test::translatedLanguages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestTranslations::tsFilesAreUpToDate()
{
    QFETCH(QString, language);
    const QString source = QStringLiteral(CUSTODY_SOURCE_DIR);
    const QString committed = source + u"/translations/custody_"_s + language + u".ts"_s;
    const QByteArray before = readAll(committed);
    QVERIFY2(!before.isEmpty(), qPrintable(committed));
    QTemporaryDir folder;
    const QString copy = folder.filePath(u"custody_"_s + language + u".ts"_s);
    QVERIFY(QFile::copy(committed, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(source);
    lupdate.start(source + u"/scripts/update-translations.sh"_s,
                  {QStringLiteral(CUSTODY_LUPDATE), copy});
    QVERIFY(lupdate.waitForFinished(120000));
    QCOMPARE(lupdate.exitCode(), 0);
    QVERIFY2(readAll(copy) == before,
             qPrintable(
                 u"%1 is out of date with the sources: run "
                 "scripts/update-translations.sh and translate the new strings"_s.arg(committed)));
}

void TestTranslations::tsFilesAreComplete()
{
    QFETCH(QString, language);
    const QString committed
        = QStringLiteral(CUSTODY_SOURCE_DIR) + u"/translations/custody_"_s + language + u".ts"_s;
    QTemporaryDir folder;
    QProcess lrelease;
    lrelease.start(QStringLiteral(CUSTODY_LRELEASE),
                   {committed, u"-qm"_s, folder.filePath(u"out.qm"_s)});
    QVERIFY(lrelease.waitForFinished(60000));
    QCOMPARE(lrelease.exitCode(), 0);
    const QString output = QString::fromLocal8Bit(lrelease.readAllStandardOutput());
    QVERIFY2(output.contains(u" 0 unfinished"_s), qPrintable(output));
    QVERIFY2(!output.contains(u"untranslated"_s), qPrintable(output));
}

void TestTranslations::pluralsFollowTheCount_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("one");
    QTest::addColumn<QString>("three");
    QTest::newRow("German") << u"de"_s << u"1 Fenster- oder Segment-Hashwert"_s
                            << u"3 Fenster- oder Segment-Hashwerte"_s;
    // French takes the singular for 0 and 1.
    QTest::newRow("French") << u"fr"_s << u"1 empreinte de fenêtre ou de segment"_s
                            << u"3 empreintes de fenêtre ou de segment"_s;
    QTest::newRow("Italian") << u"it"_s << u"1 valore hash di finestra o di segmento"_s
                             << u"3 valori hash di finestre o di segmenti"_s;
    QTest::newRow("Dutch") << u"nl"_s << u"1 hashwaarde van venster of segment"_s
                           << u"3 hashwaarden van vensters of segmenten"_s;
    QTest::newRow("Spanish") << u"es"_s << u"1 resumen de ventana o segmento"_s
                             << u"3 resúmenes de ventanas o segmentos"_s;
    // Chinese has one form for every count.
    QTest::newRow("Chinese") << u"zh_CN"_s << u"1 个窗口或分段摘要"_s << u"3 个窗口或分段摘要"_s;
}

// Counts in verification reports pick the language's plural form.
void TestTranslations::pluralsFollowTheCount()
{
    QFETCH(QString, language);
    QFETCH(QString, one);
    QFETCH(QString, three);
    QTemporaryDir folder;
    QTranslator translator;
    QVERIFY(loadTranslation(translator, language, folder));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const char *windows = "%n window or segment digest(s)";
    QCOMPARE(QCoreApplication::translate("Custody::VerificationReport", windows, nullptr, 1), one);
    QCOMPARE(QCoreApplication::translate("Custody::VerificationReport", windows, nullptr, 3),
             three);
    QCoreApplication::removeTranslator(&translator);
}

// The acquisition log compares line by line with the logs of examiners in other locales, while
// the reports speak the examiner's language: the same strings, translated or not by thread.
void TestTranslations::aGermanGuiWritesAnEnglishLog()
{
    QTemporaryDir folder;
    QTranslator german;
    QVERIFY(loadTranslation(german, u"de"_s, folder));
    QVERIFY(QCoreApplication::installTranslator(&german));
    installTranslators(*QCoreApplication::instance()); // the GUI's own set-up, after it
    AcquisitionRecord record;
    record.result.status = ImagingOutcome::Status::Cancelled;
    const ReportContext context = ReportContext::current();
    const QString summary = ReportDocumentBuilder::tr("Summary");
    const QString report = ReportTextWriter::write(
        ReportDocumentBuilder::build(AcquisitionReport{u"r.json"_s, QString(), record}, context));
    const QString log = acquisitionLogText(record, context);
    QCoreApplication::removeTranslator(&german);
    removeTheGuisTranslators();
    QCOMPARE(summary, u"Zusammenfassung"_s);
    QVERIFY2(report.contains(u"\nZusammenfassung\n"_s), qPrintable(report));
    QVERIFY2(log.contains(u"\nSummary\n"_s), qPrintable(log));
    QVERIFY(log.contains(u"Status                    : cancelled\n"_s));
    QVERIFY(!log.contains(u"Zusammenfassung"_s));
}

void TestTranslations::aTranslatedReportHasNoEnglishLeft_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("record");
    const QDir records(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/v2"));
    for (const QString &language : Test::translatedLanguages()) {
        for (const QString &name : records.entryList({u"*.json"_s}, QDir::Files))
            QTest::addRow("%s %s", qPrintable(language), qPrintable(name))
                << language << records.filePath(name);
    }
}

// A translated GUI's report: no English word left, and its rounded figures written that
// language's way ("200,0 MiB" in German, "200.0 MiB" in Chinese); exact figures stay plain
// digits, as in the record.
void TestTranslations::aTranslatedReportHasNoEnglishLeft()
{
    QFETCH(QString, language);
    QFETCH(QString, record);
    QTemporaryDir folder;
    QTranslator translation;
    QVERIFY(loadTranslation(translation, language, folder));
    QVERIFY(QCoreApplication::installTranslator(&translation));
    installTranslators(*QCoreApplication::instance()); // the GUI's own set-up, after it
    const Result<AcquisitionRecord> read = AcquisitionRecord::fromJson(readAll(record), record);
    QVERIFY2(read, read ? "" : qPrintable(read.error().userMessage()));
    // What the examiner typed is English in these records: not the report's words.
    // Nor are the messages recorded at the time (smartctl's and the errors'): the record
    // keeps them as they were; the report's own words around them are checked.
    AcquisitionRecord typed = *read;
    typed.caseDetails.description = typed.caseDetails.notes = u"USB-Stick"_s;
    typed.caseDetails.examiner = u"A. Prüfer"_s;
    typed.tool.commandLine = u"custody-cli"_s;
    for (AcquisitionRun &run : typed.history.runs)
        run.commandLine = u"custody-cli"_s;
    for (std::optional<RecordedSmart> *smart : {&typed.smartAtStart, &typed.smartAtEnd}) {
        if (*smart) {
            (*smart)->summary = u"—"_s;
            (*smart)->reasons.reset();
        }
    }
    for (std::optional<RecordedError> *error :
         {&typed.result.error, &typed.result.outputError, &typed.source.driveError}) {
        if (*error)
            (*error)->message = u"—"_s;
    }
    const QString report = ReportTextWriter::write(ReportDocumentBuilder::build(
        AcquisitionReport{record, QString(), typed}, ReportContext::current()));
    const QString log = acquisitionLogText(typed, ReportContext::current());
    const QString summary = ReportDocumentBuilder::tr("Summary");
    const QString decimalPoint = textLocale().decimalPoint();
    QCoreApplication::removeTranslator(&translation);
    removeTheGuisTranslators();
    // Words of the English report (and of the record's own names) that a German one must not
    // show; paths, commands and digests are taken out first.
    QString text = report;
    text.remove(QRegularExpression(u"(/|custody-cli |\\b[0-9a-f]{16,}\\b)\\S*"_s));
    QStringList englishWords{u"unavailable"_s, u"forensic"_s,     u"rescue"_s,    u"bytes"_s,
                             u"sectors?"_s,    u"not recorded"_s, u"none"_s,      u"yes"_s,
                             u"no"_s,          u"copying"_s,      u"trimming"_s,  u"scraping"_s,
                             u"finished"_s,    u"cancelled"_s,    u"completed"_s, u"failed"_s,
                             u"passed"_s,      u"unknown"_s,      u"the"_s,       u"of"_s,
                             u"and"_s};
    // Words of the language itself that are spelt as English ones: Spanish and Italian "no",
    // Dutch "of" (or), "bytes" and the singular "sector" in Spanish and Dutch (whose plurals,
    // "sectores" and "sectoren", are not English).
    static const QHash<QString, QStringList> nativeWords{
        {u"es"_s, {u"no"_s, u"bytes"_s, u"sectors?"_s}},
        {u"it"_s, {u"no"_s}},
        {u"nl"_s, {u"of"_s, u"bytes"_s, u"sectors?"_s}}};
    for (const QString &word : nativeWords.value(language)) {
        if (englishWords.removeAll(word) > 0 && word == u"sectors?"_s)
            englishWords << u"sectors"_s;
    }
    const QRegularExpression english(u"\\b(%1)\\b"_s.arg(englishWords.join(u'|')));
    QStringList found;
    for (const QString &line : text.split(u'\n')) {
        if (english.match(line).hasMatch())
            found << line;
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    QVERIFY2(summary != u"Summary"_s, qPrintable(summary));
    if (decimalPoint != u"."_s) {
        static const QRegularExpression pointDecimal(u"\\d\\.\\d+ (KiB|MiB|GiB|TiB|MB/s|s\\b|%)"_s);
        QVERIFY2(!pointDecimal.match(report).hasMatch(),
                 qPrintable(pointDecimal.match(report).captured(0)));
    }
    QVERIFY2(report.contains(decimalPoint + u"0 MiB"_s), qPrintable(report));
    // The log of the same record stays English, its figures as in English.
    QVERIFY(!log.contains(summary));
    QVERIFY2(log.contains(u".0 MiB"_s), qPrintable(log));
    if (decimalPoint != u"."_s)
        QVERIFY2(!log.contains(decimalPoint + u"0 MiB"_s), qPrintable(log));
}

void TestTranslations::aReportGroupsItsDigitsAsItsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("read");
    QTest::newRow("German") << u"de"_s << u"67.108.864 Bytes = 131.072 Sektoren zu 512 Bytes"_s
                            << u"Alle 67.108.864 Bytes der Quelle wurden gelesen."_s;
    const QString space = QLocale(QLocale::French, QLocale::France).groupSeparator();
    const QString sixtyFourMiB = u"67"_s + space + u"108"_s + space + u"864"_s;
    QTest::newRow("French") << u"fr"_s
                            << sixtyFourMiB + u" octets = 131"_s + space
                                   + u"072 secteurs de 512 octets"_s
                            << u"Les "_s + sixtyFourMiB
                                   + u" octets de la source ont tous été lus."_s;
    QTest::newRow("Italian") << u"it"_s << u"67.108.864 byte = 131.072 settori da 512 byte"_s
                             << u"Tutti i 67.108.864 byte della sorgente sono stati letti."_s;
    QTest::newRow("Dutch") << u"nl"_s << u"67.108.864 bytes = 131.072 sectoren van 512 bytes"_s
                           << u"Alle 67.108.864 bytes van de bron zijn gelezen."_s;
    QTest::newRow("Spanish") << u"es"_s << u"67.108.864 bytes = 131.072 sectores de 512 bytes"_s
                             << u"Se leyeron los 67.108.864 bytes del origen."_s;
    QTest::newRow("Chinese") << u"zh_CN"_s << u"67,108,864 字节 = 131,072 个 512 字节的扇区"_s
                             << u"源的全部 67,108,864 字节均已读取。"_s;
    QTest::newRow("English") << QString() << u"67,108,864 bytes = 131,072 sectors of 512 bytes"_s
                             << u"All 67,108,864 bytes of the source were read."_s;
}

// Byte counts in the digit groups of the report's language, one word for bytes in German;
// the acquisition log keeps plain digits (its lines compare with other logs and the record).
void TestTranslations::aReportGroupsItsDigitsAsItsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, size);
    QFETCH(QString, read);
    QTemporaryDir folder;
    QTranslator translation;
    if (!language.isEmpty()) {
        QVERIFY(loadTranslation(translation, language, folder));
        QVERIFY(QCoreApplication::installTranslator(&translation));
    }
    installTranslators(*QCoreApplication::instance()); // the GUI's own set-up, after it
    QString log;
    const QString report
        = reportOf(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/clean.json"), &log);
    QCoreApplication::removeTranslator(&translation);
    removeTheGuisTranslators();
    QVERIFY2(report.contains(size), qPrintable(report));
    QVERIFY2(report.contains(read), qPrintable(report));
    static const QRegularExpression byteAfterANumber(u"\\d Byte\\b"_s);
    QVERIFY2(!byteAfterANumber.match(report).hasMatch(),
             qPrintable(byteAfterANumber.match(report).captured(0)));
    QVERIFY2(log.contains(u"All 67108864 bytes of the source were read."_s), qPrintable(log));
}

void TestTranslations::aTranslatedReportWritesTheDayInItsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("day");
    QTest::newRow("German") << u"de"_s << u"Mittwoch, 1. Juli 2026"_s;
    QTest::newRow("French") << u"fr"_s << u"mercredi 1 juillet 2026"_s;
    QTest::newRow("Italian") << u"it"_s << u"mercoledì 1 luglio 2026"_s;
    QTest::newRow("Dutch") << u"nl"_s << u"woensdag 1 juli 2026"_s;
    QTest::newRow("Spanish") << u"es"_s << u"miércoles, 1 de julio de 2026"_s;
    QTest::newRow("Chinese") << u"zh_CN"_s << u"2026年7月1日星期三"_s;
    QTest::newRow("English") << QString() << QString();
}

// A report's local times keep the ISO form the record and the log share, and a translated one
// adds the day as its language writes it.
void TestTranslations::aTranslatedReportWritesTheDayInItsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, day);
    QTemporaryDir folder;
    QTranslator translation;
    if (!language.isEmpty()) {
        QVERIFY(loadTranslation(translation, language, folder));
        QVERIFY(QCoreApplication::installTranslator(&translation));
    }
    installTranslators(*QCoreApplication::instance()); // the GUI's own set-up, after it
    const QDateTime time(QDate(2026, 7, 1), QTime(23, 0), QTimeZone(-4 * 3600));
    const QString local = ReportFormat::local(time);
    QString logged;
    {
        const SourceLanguageScope english;
        logged = ReportFormat::local(time);
    }
    QCoreApplication::removeTranslator(&translation);
    removeTheGuisTranslators();
    const QString iso = u"2026-07-01 23:00:00 -04:00"_s;
    QCOMPARE(local, day.isEmpty() ? iso : iso + u" ("_s + day + u')');
    QCOMPARE(logged, iso);
}

// smartctl's English messages in a German report are marked as its words, not taken for the
// report's.
void TestTranslations::aGermanReportQuotesSmartctl()
{
    QTemporaryDir folder;
    QTranslator german;
    QVERIFY(loadTranslation(german, u"de"_s, folder));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const QString report
        = reportOf(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/v2/devicefacts.json"));
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(report.contains(u"smartctl meldet: „/dev/sdc: Unknown USB bridge [0x0781:0x5567 "
                             "(0x100)]“"_s),
             qPrintable(report));
}

void TestTranslations::aGermanRefusalNamesTheFileInGerman_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("change");
    QTest::newRow("image") << u"B.dd"_s << int(PathChange::Replace);
    QTest::newRow("checksums") << u"B.md5"_s << int(PathChange::Remove);
    QTest::newRow("windows") << u"B.windows.sha256"_s << int(PathChange::Replace);
    QTest::newRow("signature") << u"B.txt.p7s"_s << int(PathChange::Replace);
    QTest::newRow("lock, free name") << u"B.lock"_s << int(PathChange::Create);
}

// Why the write gate refuses a file of an acquisition is one sentence a kind of file, so that a
// German refusal says what the file is in German, not with an English word set into it.
void TestTranslations::aGermanRefusalNamesTheFileInGerman()
{
    QFETCH(QString, name);
    QFETCH(int, change);
    QTemporaryDir folder;
    const QString base = folder.filePath(u"B"_s);
    QFile map(base + u".map"_s); // an acquisition is there
    QVERIFY(map.open(QIODevice::WriteOnly));
    map.write("# Custody: {}\n");
    map.close();
    if (PathChange(change) != PathChange::Create) {
        QFile file(folder.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("kept\n");
    }
    QTranslator german;
    QVERIFY(loadTranslation(german, u"de"_s, folder));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const Result<void> checked = WriteGate().check(folder.filePath(name), PathChange(change));
    const QString message = checked ? QString() : checked.error().userMessage();
    QCoreApplication::removeTranslator(&german);
    QVERIFY(!checked);
    QVERIFY2(message.contains(base), qPrintable(message));
    static const QRegularExpression english(
        u"\\b(image|map|record|log|checksums?|windows|signature|lock|report|of the)\\b"_s);
    QString words = message; // without the paths, whose names are English words
    words.remove(folder.filePath(name)).remove(base);
    QVERIFY2(!english.match(words).hasMatch(), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
