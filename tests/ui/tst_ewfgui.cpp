// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "conversiondialog.h"
#include "dialogs/acquisitiondialog.h"
#include "dialogs/verifydialog.h"
#include "verificationchecksview.h"
#include "verificationpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 SourceBytes = 3 * 1024 * 1024;

template<typename Widget>
Widget *child(QWidget &parent, const char *name)
{
    auto *widget = parent.findChild<Widget *>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no child %s", name);
    return widget;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// ewfverify's verdict on an E01: what examiners' own tool says of it.
QByteArray ewfverify(const QString &e01)
{
    QProcess process;
    process.start(u"ewfverify"_s, {u"-q"_s, e01});
    process.waitForFinished(60000);
    return process.readAllStandardOutput();
}

} // namespace

// E01 in the GUI: chosen in the acquisition dialog and written by the acquisition tab, made
// from a finished raw acquisition with Convert to E01…, and verified in the verification tab.
class TestEwfGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void acquiresAnE01ChosenInTheDialog();
    void convertsAFinishedRawAcquisition();
    void verifiesAnE01AndLocatesADamagedChunk();
    void acquiresTheMediaDataOfAnE01PickedAsAFile();

private:
    AcquisitionRequest requestFromDialog(const QString &name, bool ewf);
    std::unique_ptr<QTemporaryDir> m_folder;
    QString m_source;
    QByteArray m_bytes;
};

void TestEwfGui::init()
{
    m_folder = std::make_unique<QTemporaryDir>();
    m_source = m_folder->filePath(u"source.raw"_s);
    m_bytes = QByteArray(SourceBytes / 3, '\0') + QByteArray(SourceBytes / 3, 'e');
    QRandomGenerator generator(11);
    while (m_bytes.size() < SourceBytes)
        m_bytes += char(generator.bounded(256));
    QVERIFY(writeAll(m_source, m_bytes));
}

AcquisitionRequest TestEwfGui::requestFromDialog(const QString &name, bool ewf)
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(AcquisitionSource::fromFile(m_source), defaults);
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    child<QLineEdit>(dialog, "caseNumber")->setText(u"2026-301"_s);
    child<QLineEdit>(dialog, "baseName")->setText(name);
    auto *format = child<QComboBox>(dialog, "format");
    auto *md5 = child<QCheckBox>(dialog, "hash_md5");
    auto *sha1 = child<QCheckBox>(dialog, "hash_sha1");
    auto *compression = child<QComboBox>(dialog, "compression");
    if (ewf) {
        md5->setChecked(false);
        format->setCurrentIndex(format->findData(int(ImageFormat::Ewf)));
        // The E01 stores the MD5 and SHA-1: both ticked, and fixed while E01 is chosen.
        if (!md5->isChecked() || !sha1->isChecked() || md5->isEnabled() || sha1->isEnabled())
            qWarning("MD5 and SHA-1 are not fixed for E01");
        if (!compression->isEnabled())
            qWarning("compression is not offered for E01");
        // The rescue preset reads out of order: refused with the way out.
        auto *preset = child<QComboBox>(dialog, "preset");
        preset->setCurrentIndex(preset->findData(int(Preset::Rescue)));
        if (!dialog.validationErrors().join(u' ').contains(u"convert the finished acquisition"_s)
            || !child<QLabel>(dialog, "formatMessage")->text().contains(u"rescue"_s))
            qWarning("the rescue preset is not refused for E01");
        preset->setCurrentIndex(preset->findData(int(Preset::Forensic)));
    } else if (compression->isEnabled()) {
        qWarning("compression is offered for raw");
    }
    if (!QTest::qWaitFor([&dialog] { return !dialog.isCheckingDestination(); }, 10000))
        qWarning("the destination was not checked in time");
    QTest::mouseClick(child<QPushButton>(dialog, "startButton"), Qt::LeftButton);
    // Earlier files are looked for off the GUI thread first.
    if (!QTest::qWaitFor([&ready] { return !ready.isEmpty(); }, 10000))
        qWarning("Start emitted no request");
    return ready.isEmpty() ? AcquisitionRequest()
                           : ready.first().first().value<AcquisitionRequest>();
}

void TestEwfGui::acquiresAnE01ChosenInTheDialog()
{
    QTest::failOnWarning(QRegularExpression(u"not fixed|not offered|not refused|is offered"_s));
    const AcquisitionRequest request = requestFromDialog(u"evidence"_s, true);
    QCOMPARE(request.settings.format, ImageFormat::Ewf);
    QCOMPARE(request.settings.segmentBytes, qint64(2) << 30);
    QCOMPARE(request.settings.compression, ChunkCompression::Fast);
    QVERIFY(request.settings.hashes.testFlag(HashAlgorithm::Md5)
            && request.settings.hashes.testFlag(HashAlgorithm::Sha1));

    AcquisitionPanel panel(request, [](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(request);
    });
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    panel.show();
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.record()->result.status, ImagingOutcome::Status::Completed);
    const QString e01 = m_folder->filePath(u"evidence.E01"_s);
    QVERIFY2(ewfverify(e01).contains("ewfverify: SUCCESS"), ewfverify(e01).constData());
    // Nothing to resume, nothing to convert.
    QVERIFY(!child<QPushButton>(panel, "resumeButton")->isVisible());
    QVERIFY(!child<QPushButton>(panel, "convertButton")->isVisible());
}

void TestEwfGui::convertsAFinishedRawAcquisition()
{
    QTest::failOnWarning(QRegularExpression(u"is offered"_s));
    const AcquisitionRequest request = requestFromDialog(u"rawcopy"_s, false);
    QCOMPARE(request.settings.format, ImageFormat::Raw);
    AcquisitionPanel panel(request, [](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(request);
    });
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    panel.show();
    panel.start();
    QVERIFY(finished.wait(60000));
    auto *convert = child<QPushButton>(panel, "convertButton");
    QVERIFY(convert->isVisible());
    const QStringList before = QDir(m_folder->path()).entryList(QDir::Files);

    // Convert asks first, and writes nothing until asked to: Cancel leaves the folder as it was.
    QTest::mouseClick(convert, Qt::LeftButton);
    QPointer<ConversionDialog> asked = panel.findChild<ConversionDialog *>(u"conversionDialog"_s);
    QVERIFY(asked && asked->isVisible());
    QVERIFY(!convert->isEnabled()); // while it asks
    QTest::qWait(300);
    QCOMPARE(QDir(m_folder->path()).entryList(QDir::Files), before);
    asked->reject();
    QTRY_VERIFY(!asked);
    QVERIFY(convert->isEnabled());

    // Then with the options chosen there.
    QTest::mouseClick(convert, Qt::LeftButton);
    auto *dialog = panel.findChild<ConversionDialog *>(u"conversionDialog"_s);
    QVERIFY(dialog);
    auto *compression = child<QComboBox>(*dialog, "compression");
    compression->setCurrentIndex(compression->findData(int(ChunkCompression::Best)));
    auto *segmentSize = child<QComboBox>(*dialog, "segmentSize");
    segmentSize->setCurrentIndex(0);
    QCOMPARE(dialog->options().compression, ChunkCompression::Best);
    QCOMPARE(dialog->options().segmentBytes, qint64(640) * 1024 * 1024);
    QSignalSpy converted(dialog, &ConversionDialog::finished);
    QTest::mouseClick(child<QPushButton>(*dialog, "startConversionButton"), Qt::LeftButton);
    QVERIFY(converted.wait(60000));
    QCOMPARE(converted.first().first().toBool(), true);
    QVERIFY2(dialog->resultText().contains(u"rawcopy.E01"_s), qPrintable(dialog->resultText()));
    QVERIFY(ewfverify(m_folder->filePath(u"rawcopy.E01"_s)).contains("ewfverify: SUCCESS"));
    QVERIFY(readAll(m_folder->filePath(u"rawcopy.dd"_s)) == m_bytes); // read, never written

    // Afterwards the tab, its banner and the acquisition log say the E01 exists, and Convert is
    // not offered again.
    QVERIFY(!convert->isEnabled());
    const QString banner = child<QLabel>(panel, "resultBanner")->text();
    QVERIFY2(banner.contains(u"E01 written."_s) && banner.contains(u"rawcopy.E01"_s),
             qPrintable(banner));
    QVERIFY(child<QLabel>(panel, "status")->text().contains(u"rawcopy.E01"_s));
    const QByteArray log = readAll(m_folder->filePath(u"rawcopy.txt"_s));
    QVERIFY2(log.contains("to E01 (compression best, segments of at most 671088640 bytes): ")
                 && log.contains(m_folder->filePath(u"rawcopy.E01"_s).toUtf8()),
             log.constData());
    dialog->close();
}

void TestEwfGui::verifiesAnE01AndLocatesADamagedChunk()
{
    const QString base = m_folder->filePath(u"peer"_s);
    QProcess made;
    made.start(u"ewfacquire"_s,
               {u"-u"_s, u"-q"_s, u"-t"_s, base, u"-c"_s, u"fast"_s, u"-d"_s, u"sha1"_s, m_source});
    QVERIFY(made.waitForFinished(60000) && made.exitCode() == 0);
    const QString e01 = base + u".E01"_s;

    // No hashlog beside it: the E01's own digests are enough to verify it.
    VerifyDialog dialog(m_folder->path());
    dialog.setImage(e01);
    QTRY_VERIFY(!dialog.isLooking());
    QVERIFY(child<QPushButton>(dialog, "verifyButton")->isEnabled());

    {
        VerificationPanel panel(e01, {});
        QSignalSpy finished(&panel, &VerificationPanel::finished);
        panel.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(panel.report()->verdict(), VerificationReport::Verdict::Match);
        auto *checks = panel.findChild<QTreeWidget *>(u"checks"_s);
        QCOMPARE(checks->topLevelItemCount(), 1);
        QCOMPARE(checks->topLevelItem(0)->text(VerificationChecksView::AlgorithmColumn),
                 u"MD5, SHA-1"_s);
        QVERIFY(checks->topLevelItem(0)
                    ->text(VerificationChecksView::WhereColumn)
                    .contains(u"peer.E01"_s));
    }

    QByteArray container = readAll(e01);
    container[container.size() / 2] = char(container[container.size() / 2] ^ 0x20);
    QVERIFY(writeAll(e01, container));
    VerificationPanel panel(e01, {});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.report()->verdict(), VerificationReport::Verdict::Mismatch);
    QCOMPARE(panel.report()->faults.size(), 1);
    auto *checks = panel.findChild<QTreeWidget *>(u"checks"_s);
    QTreeWidgetItem *current = checks->currentItem();
    QVERIFY(current);
    QCOMPARE(current->text(VerificationChecksView::PieceColumn), u"chunk"_s);
    QCOMPARE(current->text(VerificationChecksView::WhereColumn), u"peer.E01"_s);
}

// "Add image or file as source…" with an E01: the dialog shows the media data's size, not the
// container's, and the acquisition to raw writes the media data.
void TestEwfGui::acquiresTheMediaDataOfAnE01PickedAsAFile()
{
    const QString base = m_folder->filePath(u"picked"_s);
    QProcess made;
    made.start(u"ewfacquire"_s, {u"-u"_s, u"-q"_s, u"-t"_s, base, u"-c"_s, u"best"_s, m_source});
    QVERIFY(made.waitForFinished(60000) && made.exitCode() == 0);
    const AcquisitionSource source = AcquisitionSource::fromFile(base + u".E01"_s);
    QCOMPARE(source.sizeBytes, SourceBytes);
    QVERIFY(QFileInfo(base + u".E01"_s).size() < SourceBytes); // compressed: not the size shown

    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source, defaults);
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    child<QLineEdit>(dialog, "baseName")->setText(u"media"_s);
    QVERIFY(QTest::qWaitFor([&dialog] { return !dialog.isCheckingDestination(); }, 10000));
    QTest::mouseClick(child<QPushButton>(dialog, "startButton"), Qt::LeftButton);
    QTRY_COMPARE(ready.count(), 1); // earlier files are looked for off the GUI thread first
    AcquisitionPanel panel(
        ready.first().first().value<AcquisitionRequest>(),
        [](const AcquisitionRequest &request) { return std::make_unique<Acquisition>(request); });
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.record()->result.status, ImagingOutcome::Status::Completed);
    QVERIFY(readAll(m_folder->filePath(u"media.dd"_s)) == m_bytes);
}

QTEST_MAIN(TestEwfGui)
#include "tst_ewfgui.moc"
