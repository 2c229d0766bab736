// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/acquisitionreport.h"
#include "render/acquisitionlog.h"
#include "render/reporttextwriter.h"
#include "report/reportdocumentbuilder.h"
#include "translations.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
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

private:
    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    // translations/custody_LANGUAGE.ts, compiled by lrelease into folder.
    static bool loadTranslation(QTranslator &translator, const QString &language,
                                const QTemporaryDir &folder)
    {
        const QString qm = folder.filePath(u"custody.qm"_s);
        QProcess lrelease;
        lrelease.start(
            QStringLiteral(CUSTODY_LRELEASE),
            {QStringLiteral(CUSTODY_SOURCE_DIR) + u"/translations/custody_"_s + language + u".ts"_s,
             u"-qm"_s, qm});
        return lrelease.waitForFinished(60000) && lrelease.exitCode() == 0 && translator.load(qm);
    }
};

void TestTranslations::tsFilesAreUpToDate_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("German") << u"de"_s;
    QTest::newRow("French") << u"fr"_s;
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
    for (QTranslator *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QCOMPARE(summary, u"Zusammenfassung"_s);
    QVERIFY2(report.contains(u"\nZusammenfassung\n"_s), qPrintable(report));
    QVERIFY2(log.contains(u"\nSummary\n"_s), qPrintable(log));
    QVERIFY(log.contains(u"Status                    : cancelled\n"_s));
    QVERIFY(!log.contains(u"Zusammenfassung"_s));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
