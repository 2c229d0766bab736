// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/overwriteconfirmation.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

DeviceInfo drive(const QString &serial)
{
    DeviceInfo info;
    info.devicePath = u"/dev/sdz"_s;
    info.model = u"WDC WD10EZEX-08WN4A0"_s;
    info.serial = serial;
    info.sizeBytes = 1000204886016;
    return info;
}

} // namespace

// The question before a drive is overwritten: nothing but the drive's own serial (or, without
// one, its device name) typed by the examiner enables the button; Enter cancels.
class TestOverwriteConfirmation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyTheDrivesSerialEnablesOverwrite();
    void aDriveWithoutASerialIsNamedByItsDevice();
    void enterCancelsUntilConfirmed();
    void theDriveIsNamedInFull();
};

void TestOverwriteConfirmation::onlyTheDrivesSerialEnablesOverwrite()
{
    OverwriteConfirmation dialog(drive(u"WD-WCC6Y4KJ1234"_s), u"Zeros."_s, u"Wipe /dev/sdz"_s);
    auto *typed = dialog.findChild<QLineEdit *>(u"typedSerial"_s);
    auto *button = dialog.findChild<QPushButton *>(u"overwriteButton"_s);
    QVERIFY(typed && button);
    QCOMPARE(dialog.expectedText(), u"WD-WCC6Y4KJ1234"_s);
    QVERIFY(!button->isEnabled());
    typed->setText(u"WD-WCC6Y4KJ123"_s);
    QVERIFY(!button->isEnabled());
    typed->setText(u"WD-WCC6Y4KJ12345"_s);
    QVERIFY(!button->isEnabled());
    typed->setText(u"/dev/sdz"_s);
    QVERIFY(!button->isEnabled());
    typed->setText(u"  wd-wcc6y4kj1234 "_s);
    QVERIFY(button->isEnabled());
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    button->click();
    QCOMPARE(accepted.count(), 1);
}

void TestOverwriteConfirmation::aDriveWithoutASerialIsNamedByItsDevice()
{
    OverwriteConfirmation dialog(drive(u"  "_s), u"Zeros."_s, u"Wipe"_s);
    QCOMPARE(dialog.expectedText(), u"/dev/sdz"_s);
    auto *typed = dialog.findChild<QLineEdit *>(u"typedSerial"_s);
    auto *button = dialog.findChild<QPushButton *>(u"overwriteButton"_s);
    typed->setText(u"/dev/sdy"_s);
    QVERIFY(!button->isEnabled());
    typed->setText(u"/dev/sdz"_s);
    QVERIFY(button->isEnabled());
    QVERIFY(!OverwriteConfirmation::matches(u""_s, u""_s));
}

void TestOverwriteConfirmation::enterCancelsUntilConfirmed()
{
    OverwriteConfirmation dialog(drive(u"S1"_s), u"Zeros."_s, u"Wipe"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    QSignalSpy rejected(&dialog, &QDialog::rejected);
    auto *typed = dialog.findChild<QLineEdit *>(u"typedSerial"_s);
    typed->setFocus();
    QTest::keyClicks(typed, u"S1"_s);
    QTest::keyClick(typed, Qt::Key_Return);
    QCOMPARE(accepted.count(), 0);
    QCOMPARE(rejected.count(), 1);
}

void TestOverwriteConfirmation::theDriveIsNamedInFull()
{
    OverwriteConfirmation dialog(drive(u"WD-1"_s), u"Every sector will be zero."_s, u"Wipe"_s);
    QStringList texts;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        texts << label->text();
    const QString all = texts.join(u'\n');
    for (const QString &expected : {u"/dev/sdz"_s, u"WDC WD10EZEX-08WN4A0"_s, u"WD-1"_s,
                                    u"1,000,204,886,016"_s, u"Every sector will be zero."_s})
        QVERIFY2(all.contains(expected), qPrintable(expected + u" not in:\n"_s + all));
}

QTEST_MAIN(TestOverwriteConfirmation)
#include "tst_overwriteconfirmation.moc"
