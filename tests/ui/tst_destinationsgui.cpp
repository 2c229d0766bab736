// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The acquisition dialog's destinations: more images of the same read, the request and
// custody-cli command they make, and the dialog with them at 1280×720.

#include "cli/acquireoptions.h"
#include "compiledtranslation.h"
#include "dialogs/acquisitiondialog.h"
#include "util/shellquote.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

class TestDestinationsGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void addsAnotherImageOfTheSameRead();
    void fitsA1280x720Screen_data();
    void fitsA1280x720Screen();

private:
    AcquisitionSource source() const;
    // The request read back from the command line the dialog wrote for it.
    static void checkRoundTrip(const AcquisitionRequest &request);
    template<typename T>
    static T *child(QObject &parent, const char *name)
    {
        T *widget = parent.findChild<T *>(QLatin1String(name));
        if (!widget)
            qFatal("no child %s", name);
        return widget;
    }
    static QPushButton *startButton(QWidget &dialog)
    {
        return child<QPushButton>(dialog, "startButton");
    }

    std::unique_ptr<QTemporaryDir> m_folder;
};

void TestDestinationsGui::init()
{
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
}

AcquisitionSource TestDestinationsGui::source() const
{
    AcquisitionSource source;
    source.path = u"/dev/sdx"_s;
    source.displayName = u"Test drive"_s;
    source.sizeBytes = 1024 * 1024 * 1024;
    source.isBlockDevice = true;
    return source;
}

void TestDestinationsGui::checkRoundTrip(const AcquisitionRequest &request)
{
    const QStringList arguments = equivalentCliArguments(request);
    QCOMPARE(request.commandLine, shellQuote(arguments));
    const Result<Cli::AcquireRequest> parsed = Cli::parseAcquireArguments(arguments.mid(2));
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().userMessage()));
    AcquisitionRequest back = *parsed;
    back.commandLine = request.commandLine;
    QVERIFY2(back == request, qPrintable(u"%1\nreads back as\n%2"_s.arg(
                                  request.commandLine, shellQuote(equivalentCliArguments(back)))));
}

void TestDestinationsGui::addsAnotherImageOfTheSameRead()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source(), defaults);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(QDir(m_folder->path()).mkdir(u"second"_s));

    // Add image… asks for its folder, name and format; OK waits for the folder to be looked at.
    QTest::mouseClick(child<QPushButton>(dialog, "addImageButton"), Qt::LeftButton);
    auto *asked = dialog.findChild<ImageOutputDialog *>(u"imageOutputDialog"_s);
    QVERIFY(asked && asked->isVisible());
    auto *ok = child<QPushButton>(*asked, "outputOk");
    QVERIFY(!ok->isEnabled()); // no folder yet
    child<QLineEdit>(*asked, "outputFolder")->setText(m_folder->filePath(u"second"_s));
    QLineEdit *name = child<QLineEdit>(*asked, "outputName");
    name->setText(dialog.request().basePath.section(u'/', -1)); // the main image's own base
    child<QLineEdit>(*asked, "outputFolder")->setText(m_folder->path());
    QTRY_VERIFY(!asked->isChecking());
    QVERIFY(asked->error().contains(u"another output"_s));
    QVERIFY(!ok->isEnabled());
    child<QLineEdit>(*asked, "outputFolder")->setText(m_folder->filePath(u"second"_s));
    name->setText(u"copy"_s);
    QTRY_VERIFY(ok->isEnabled());
    QTest::mouseClick(ok, Qt::LeftButton);
    QTRY_COMPARE(dialog.destinations()->images().size(), 1);

    const AcquisitionRequest request = dialog.request();
    QCOMPARE(request.alsoOutputs.size(), 1);
    const AlsoOutput &also = request.alsoOutputs.first();
    QCOMPARE(also.basePath, m_folder->filePath(u"second/copy"_s));
    QCOMPARE(also.format, ImageFormat::Ewf); // the usual working copy beside a raw master
    QCOMPARE(request.settings.format, ImageFormat::Raw);
    // An E01 among the outputs stores the MD5 and SHA-1.
    QVERIFY(request.settings.hashes.testFlag(HashAlgorithm::Md5));
    QVERIFY(request.settings.hashes.testFlag(HashAlgorithm::Sha1));
    QVERIFY(request.commandLine.contains(u"--also"_s));
    checkRoundTrip(request);

    // Started: the request carries both outputs.
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    QTRY_VERIFY(startButton(dialog)->isEnabled());
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    QTRY_COMPARE(ready.count(), 1);
    QCOMPARE(ready.first().first().value<AcquisitionRequest>().alsoOutputs.size(), 1);
}

void TestDestinationsGui::fitsA1280x720Screen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    QTest::newRow("German") << u"de"_s;
    QTest::newRow("French") << u"fr"_s;
}

void TestDestinationsGui::fitsA1280x720Screen()
{
    QFETCH(QString, language);
    QTemporaryDir folder;
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY(loadCompiledTranslation(translator, language, folder));
        QCoreApplication::installTranslator(&translator);
    }
    const auto untranslate
        = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source(), defaults);
    for (const QString &name : {u"working-copy"_s, u"second-working-copy"_s, u"third"_s})
        dialog.destinations()->addImage({m_folder->filePath(name), ImageFormat::Ewf,
                                         qint64(2) << 30, ChunkCompression::Fast,
                                         VerifyPolicy::Image});
    const QSize screen(1280, 720 - 60); // less the panels
    dialog.resize(dialog.size().boundedTo(screen));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTRY_VERIFY(!dialog.isCheckingDestination());
    QVERIFY2(dialog.width() <= screen.width() && dialog.height() <= screen.height(),
             qPrintable(u"%1×%2"_s.arg(dialog.width()).arg(dialog.height())));
    // The form scrolls up and down, never sideways; the buttons and the summary stay in view.
    auto *scroll = dialog.findChild<QScrollArea *>();
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    QVERIFY(startButton(dialog)->isVisible());
    QVERIFY(dialog.rect().contains(
        QRect(startButton(dialog)->mapTo(&dialog, QPoint()), startButton(dialog)->size())));
    // Every button of the destinations shows its whole text.
    auto *list = child<DestinationList>(dialog, "destinationList");
    for (QPushButton *button : list->findChildren<QPushButton *>()) {
        const int needed = button->fontMetrics().horizontalAdvance(button->text().remove(u'&'));
        QVERIFY2(button->width() >= needed,
                 qPrintable(u"%1: %2 < %3"_s.arg(button->text()).arg(button->width()).arg(needed)));
    }
    // Three more images, and the list keeps its height: it scrolls, the dialog does not grow.
    auto *rows = child<QListWidget>(*list, "destinations");
    QCOMPARE(rows->count(), 3);
    const int listHeight = rows->height();
    const QPoint below = child<QComboBox>(dialog, "hashWindow")->mapTo(&dialog, QPoint());
    dialog.destinations()->addImage({m_folder->filePath(u"fourth"_s), ImageFormat::Raw, 0,
                                     ChunkCompression::Fast, VerifyPolicy::None});
    QTest::qWait(50); // the layout settles: shows that nothing moved
    QCOMPARE(rows->count(), 4);
    QCOMPARE(rows->height(), listHeight);
    QCOMPARE(child<QComboBox>(dialog, "hashWindow")->mapTo(&dialog, QPoint()), below);
}

QTEST_MAIN(TestDestinationsGui)

#include "tst_destinationsgui.moc"
