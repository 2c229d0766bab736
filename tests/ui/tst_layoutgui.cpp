// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A drive's layout in the GUI: read by the device monitor off the GUI thread (the drives here are
// disk images made by sgdisk, sfdisk, mkfs and cryptsetup, which readMediumLayout reads as it
// reads a block device), shown in the details pane, and the acquisition dialog's warning for
// encrypted volumes.

#include "device/layoutprobe.h"
#include "devicedetailspane.h"
#include "devicemonitor.h"
#include "dialogs/acquisitiondialog.h"
#include "fakedeviceenumerator.h"
#include "layoutdisks.h"
#include "models/devicetablemodel.h"

#include <QApplication>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QThread>

#include <mutex>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

QString plainText(const DeviceRow &row)
{
    QTextDocument document;
    document.setHtml(DeviceDetailsPane::html(row));
    return document.toPlainText();
}

} // namespace

class TestLayoutGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theMonitorReadsEachDrivesLayoutOffTheGuiThread();
    void theDetailsPaneShowsTheLayout();
    void theDialogWarnsOfEncryptedVolumes();

private:
    QTemporaryDir m_dir;
    QString m_gpt;
    QString m_mbr;
};

void TestLayoutGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_gpt = m_dir.filePath(u"gpt.img"_s);
    m_mbr = m_dir.filePath(u"mbr.img"_s);
    QVERIFY(LayoutDisks::makeGpt(m_gpt, m_dir.filePath(u"scratch"_s)));
    QVERIFY(LayoutDisks::makeMbr(m_mbr, m_dir.filePath(u"scratch"_s)));
}

void TestLayoutGui::theMonitorReadsEachDrivesLayoutOffTheGuiThread()
{
    auto enumerator = std::make_unique<FakeDeviceEnumerator>(
        QList<DeviceInfo>{fakeDrive(m_gpt, 64 * LayoutDisks::MiB, u"Gpt"_s),
                          fakeDrive(m_mbr, 48 * LayoutDisks::MiB, u"Mbr"_s)});
    DeviceMonitor monitor(std::move(enumerator),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); });
    monitor.setHiddenAreasQuery([](const QString &) { return HiddenAreas{}; });
    DeviceTableModel model;
    monitor.feed(&model);
    // The default query reads the images as it reads drives.
    monitor.start();
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 2, 60000);
    const auto layoutOf = [&model](const QString &path) {
        return model.row(model.rowOf(path)).layout;
    };
    // libblkid on two images, beside whatever else the machine runs: more than QTRY's 5 s may go.
    QTRY_VERIFY_WITH_TIMEOUT(!layoutOf(m_gpt).pending() && !layoutOf(m_mbr).pending(), 60000);
    QVERIFY2(layoutOf(m_gpt).layout, qPrintable(layoutOf(m_gpt).error));
    QCOMPARE(layoutOf(m_gpt).layout->partitions.size(), 3);
    QCOMPARE(layoutOf(m_gpt).layout->partitions[1].content.label, u"casefiles"_s);
    QCOMPARE(layoutOf(m_mbr).layout->encryptedOrRandom().size(), 2);

    // A refresh reads again: "being read" until the answer is back, and never on the GUI thread.
    std::mutex lock;
    bool readOnGuiThread = false;
    monitor.setLayoutQuery([&](const QString &path) {
        const std::lock_guard guard(lock);
        readOnGuiThread = readOnGuiThread || QThread::currentThread() == qApp->thread();
        return LayoutStatus{{}, u"unreadable: %1"_s.arg(path)};
    });
    monitor.refreshLayout(m_gpt);
    QVERIFY(layoutOf(m_gpt).pending());
    QTRY_COMPARE_WITH_TIMEOUT(layoutOf(m_gpt).error, u"unreadable: %1"_s.arg(m_gpt), 60000);
    const std::lock_guard guard(lock);
    QVERIFY(!readOnGuiThread);
}

void TestLayoutGui::theDetailsPaneShowsTheLayout()
{
    DeviceRow row;
    row.device = fakeDrive(m_mbr, 48 * LayoutDisks::MiB, u"Mbr"_s);
    QVERIFY(plainText(row).contains(u"Layout\nBeing read…"_s));
    row.layout.error = u"permission denied"_s;
    QVERIFY(plainText(row).contains(u"Could not be read: permission denied"_s));
    row.layout.error.clear();
    row.layout.layout = *readMediumLayout(LayoutTarget{m_mbr});
    const QString text = plainText(row);
    QVERIFY2(text.contains(u"Encrypted: partition 1 (LUKS). The image will hold"_s)
                 && text.contains(u"Possibly encrypted: partition 2 (random-looking, no "
                                  "signature)."_s),
             qPrintable(text));
    QVERIFY(text.contains(u"Partition table: MBR (DOS), disk identifier 0x1234abcd"_s));
    QVERIFY(text.contains(u"Partition 3: sectors 51,200 to 67,583 (8.0 MiB), Linux: no known "
                          "signature, only zeros in 768.0 KiB sampled"_s));
}

void TestLayoutGui::theDialogWarnsOfEncryptedVolumes()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_dir.path();
    {
        const AcquisitionSource source = AcquisitionSource::fromFile(m_mbr);
        QVERIFY(source.layout.layout);
        AcquisitionDialog dialog(source, defaults);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *warning = dialog.findChild<QLabel *>(u"encryptionWarning"_s);
        QVERIFY(warning);
        QVERIFY(warning->isVisible());
        QVERIFY2(warning->text().contains(u"partition 1 (LUKS)"_s), qPrintable(warning->text()));
        QVERIFY(warning->text().contains(u"capturing its memory"_s));
    }
    const AcquisitionSource plain = AcquisitionSource::fromFile(m_gpt);
    QCOMPARE(plain.layout.layout->partitions.size(), 3);
    AcquisitionDialog dialog(plain, defaults);
    QVERIFY(!dialog.findChild<QLabel *>(u"encryptionWarning"_s));
}

QTEST_MAIN(TestLayoutGui)
#include "tst_layoutgui.moc"
