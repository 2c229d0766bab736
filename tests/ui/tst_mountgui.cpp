// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Mount image read-only… in the GUI (root: FUSE, loop devices, mounts), on a GPT disk made by
// sgdisk and mkfs: the main window's File menu action and its dialog, the Mounted images window
// showing the view, the layout and the ext4 file system mounted read-only, the view reading as
// the image, Unmount undoing all of it, a file held open keeping it mounted (and said), a folder
// that is not empty refused, and quitting undoing what is left.

#include "devicemonitor.h"
#include "dialogs/mountimagedialog.h"
#include "fakedeviceenumerator.h"
#include "layoutdisks.h"
#include "mainwindow.h"
#include "mount/volumemounts.h"
#include "mountswindow.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <fcntl.h>
#include <unistd.h>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

QStringList treeLines(const MountsWindow &window)
{
    QStringList lines;
    auto *tree = window.findChild<QTreeWidget *>(u"mounts"_s);
    for (int top = 0; top < tree->topLevelItemCount(); ++top) {
        lines << tree->topLevelItem(top)->text(0);
        for (int child = 0; child < tree->topLevelItem(top)->childCount(); ++child)
            lines << tree->topLevelItem(top)->child(child)->text(0);
    }
    return lines;
}

QString statusOf(const MountsWindow &window)
{
    return window.findChild<QLabel *>(u"mountStatus"_s)->text();
}

bool isEmptyDirectory(const QString &path)
{
    return QDir(path).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty();
}

} // namespace

class TestMountGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void mountShowsTheViewTheLayoutAndTheFileSystems();
    void aFileHeldOpenKeepsItMountedAndSaysSo();
    void refusesAFolderThatIsNotEmpty();
    void theMainWindowOffersItAndUndoesItWhenClosed();

private:
    QString freshDirectory(const QString &name);

    QTemporaryDir m_dir;
    QString m_raw;
    QByteArray m_rawSha256;
};

void TestMountGui::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("mounting needs root (FUSE, loop devices, mounts)");
    QVERIFY(m_dir.isValid());
    m_raw = m_dir.filePath(u"disk.raw"_s);
    QVERIFY(LayoutDisks::makeGpt(m_raw, m_dir.filePath(u"scratch"_s)));
    m_rawSha256
        = QCryptographicHash::hash(LayoutDisks::contentOf(m_raw), QCryptographicHash::Sha256);
}

QString TestMountGui::freshDirectory(const QString &name)
{
    const QString path = m_dir.filePath(name);
    QDir().mkpath(path);
    return path;
}

void TestMountGui::mountShowsTheViewTheLayoutAndTheFileSystems()
{
    const QString directory = freshDirectory(u"shown"_s);
    MountsWindow window;
    QSignalSpy settled(&window, &MountsWindow::settled);
    QVERIFY(window.mount(m_raw, directory));
    QVERIFY(window.isBusy());
    QVERIFY(settled.wait(60000));
    QCOMPARE(window.mountCount(), 1);
    const QStringList lines = treeLines(window);
    QCOMPARE(lines.value(0), u"disk.raw on %1"_s.arg(directory));
    QVERIFY2(lines.contains(u"Image: %1/image.raw (read-only)"_s.arg(directory)),
             qPrintable(lines.join(u'\n')));
    QVERIFY(lines.contains(
        u"Partition table: GPT, disk GUID %1"_s.arg(QLatin1String(LayoutDisks::GptDiskGuid))));
    const QString ext4Line
        = u"partition2 (ext4 “casefiles”): %1/partition2 (ro,noload, through /dev/loop"_s.arg(
            directory);
    QVERIFY2(std::any_of(lines.cbegin(), lines.cend(),
                         [&](const QString &line) { return line.startsWith(ext4Line); }),
             qPrintable(lines.join(u'\n')));

    // The view reads as the image; the ext4 file system is there, read-only.
    QCOMPARE(QCryptographicHash::hash(LayoutDisks::contentOf(directory + u"/image.raw"_s),
                                      QCryptographicHash::Sha256),
             m_rawSha256);
    QVERIFY(QFileInfo(directory + u"/partition2/lost+found"_s).isDir());
    QVERIFY(!QFile(directory + u"/partition2/new.txt"_s).open(QIODevice::WriteOnly));

    auto *unmount = window.findChild<QPushButton *>(u"unmountButton"_s);
    QVERIFY(unmount->isEnabled());
    QTest::mouseClick(unmount, Qt::LeftButton);
    QVERIFY(settled.wait(60000));
    QCOMPARE(window.mountCount(), 0);
    QVERIFY2(statusOf(window).startsWith(u"Unmounted "_s), qPrintable(statusOf(window)));
    QVERIFY(!VolumeMounts::isMountPoint(directory));
    QVERIFY(isEmptyDirectory(directory));
    // The image is unchanged by all of it.
    QCOMPARE(QCryptographicHash::hash(LayoutDisks::contentOf(m_raw), QCryptographicHash::Sha256),
             m_rawSha256);
}

void TestMountGui::aFileHeldOpenKeepsItMountedAndSaysSo()
{
    const QString directory = freshDirectory(u"held"_s);
    MountsWindow window;
    QSignalSpy settled(&window, &MountsWindow::settled);
    QVERIFY(window.mount(m_raw, directory));
    QVERIFY(settled.wait(60000));
    QCOMPARE(window.mountCount(), 1);
    // A second mount or unmount while one runs is refused, not queued behind it.
    const int held = ::open(QFile::encodeName(directory + u"/partition2/lost+found"_s).constData(),
                            O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    QVERIFY(held >= 0);
    QTest::mouseClick(window.findChild<QPushButton *>(u"unmountButton"_s), Qt::LeftButton);
    QVERIFY(!window.mount(m_raw, freshDirectory(u"second"_s)));
    QVERIFY(settled.wait(60000));
    QCOMPARE(window.mountCount(), 1);
    QVERIFY2(statusOf(window).startsWith(u"Still mounted, in use: "_s),
             qPrintable(statusOf(window)));
    QVERIFY(VolumeMounts::isMountPoint(directory + u"/partition2"_s));
    ::close(held);
    // Quitting undoes what is left.
    QCOMPARE(window.unmountAll(), QString());
    QCOMPARE(window.mountCount(), 0);
    QVERIFY(!VolumeMounts::isMountPoint(directory));
    QVERIFY(isEmptyDirectory(directory));
}

void TestMountGui::refusesAFolderThatIsNotEmpty()
{
    const QString directory = freshDirectory(u"full"_s);
    QFile file(directory + u"/notes.txt"_s);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("x") == 1);
    file.close();
    MountsWindow window;
    QSignalSpy settled(&window, &MountsWindow::settled);
    QVERIFY(window.mount(m_raw, directory));
    QVERIFY(settled.wait(60000));
    QCOMPARE(window.mountCount(), 0);
    QCOMPARE(statusOf(window),
             u"Not mounted: %1 is not an empty directory: give one to mount on"_s.arg(directory));
    QVERIFY(!VolumeMounts::isMountPoint(directory));
}

void TestMountGui::theMainWindowOffersItAndUndoesItWhenClosed()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    const QString directory = freshDirectory(u"fromwindow"_s);
    {
        MainWindow window(std::make_unique<DeviceMonitor>(
                              std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                              [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                          settings);
        window.show();
        auto *action = window.findChild<QAction *>(u"mountImageAction"_s);
        QVERIFY(action);
        QVERIFY(window.menuBar()->actions().first()->menu()->actions().contains(action));
        // The dialog: Mount only once both paths are given; accepting starts the mount.
        QTimer::singleShot(0, &window, [&] {
            auto *dialog = window.findChild<MountImageDialog *>();
            QVERIFY(dialog);
            auto *mount = dialog->findChild<QPushButton *>(u"mountButton"_s);
            QVERIFY(!mount->isEnabled());
            dialog->findChild<QLineEdit *>(u"mountImagePath"_s)->setText(m_raw);
            QVERIFY(!mount->isEnabled());
            dialog->findChild<QLineEdit *>(u"mountDirectory"_s)->setText(directory);
            QVERIFY(mount->isEnabled());
            QTest::mouseClick(mount, Qt::LeftButton);
        });
        action->trigger();
        auto *mounts = window.findChild<MountsWindow *>();
        QVERIFY(mounts);
        QSignalSpy settled(mounts, &MountsWindow::settled);
        QVERIFY(settled.wait(60000));
        QCOMPARE(mounts->mountCount(), 1);
        QVERIFY(mounts->isVisible());
        QVERIFY(VolumeMounts::isView(directory));
        QVERIFY(window.close());
    }
    QVERIFY(!VolumeMounts::isMountPoint(directory));
    QVERIFY(isEmptyDirectory(directory));
}

QTEST_MAIN(TestMountGui)
#include "tst_mountgui.moc"
