#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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

private:
    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
