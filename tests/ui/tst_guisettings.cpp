// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "dialogs/acquisitiondialog.h"
#include "dialogs/acquisitionsource.h"
#include "dialogs/verifydialog.h"
#include "fakedeviceenumerator.h"
#include "mainwindow.h"
#include "verificationpanel.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

// The settings are one object that each dialog changes field by field (Start in the
// acquisition dialog emptied the signing identity, the trusted CA and the case history). Read
// back through QSettings itself, as the next session reads them.
class TestGuiSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachDialogKeepsWhatTheOthersChose();

private:
    // Every key this test sets, as a fresh QSettings reads them from the file.
    static QHash<QString, QString> stored(const QString &file)
    {
        QSettings settings(file, QSettings::IniFormat);
        QHash<QString, QString> values;
        for (const QString &key : settings.allKeys())
            values.insert(key, settings.value(key).toString());
        return values;
    }
    static QAction *actionNamed(QWidget &window, const QString &text)
    {
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->text() == text || action->objectName() == text)
                return action;
        }
        qFatal("no action %s", qPrintable(text));
        return nullptr;
    }
};

void TestGuiSettings::eachDialogKeepsWhatTheOthersChose()
{
    QTemporaryDir folder;
    const QString file = folder.filePath(u"settings.ini"_s);
    const QString source = folder.filePath(u"source.bin"_s);
    {
        QFile bytes(source);
        QVERIFY(bytes.open(QIODevice::WriteOnly));
        QVERIFY(bytes.write(QByteArray(256 * 1024, 'c')) == 256 * 1024);
    }
    const QString key = folder.filePath(u"key.pem"_s);
    const QString certificate = folder.filePath(u"cert.pem"_s);
    const QString ca = folder.filePath(u"lab-ca.pem"_s);
    const QString history = folder.filePath(u"lab/history.sqlite"_s);
    {
        QSettings settings(file, QSettings::IniFormat);
        settings.setValue(u"signing/key"_s, key);
        settings.setValue(u"signing/certificate"_s, certificate);
        settings.setValue(u"verify/trustedCa"_s, ca);
        settings.setValue(u"history/path"_s, history);
        settings.setValue(u"acquisition/destination"_s, folder.path());
    }
    QSettings settings(file, QSettings::IniFormat);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    // The key files are not there: nothing is signed, and no passphrase is asked.
    window.setPassphraseQuestion(
        [](const QString &) -> std::optional<QByteArray> { return std::nullopt; });
    window.show();

    // The acquisition dialog's Start: its own keys change, no other.
    AcquisitionDialog *dialog = window.prepareAcquisition(AcquisitionSource::fromFile(source));
    dialog->show();
    dialog->findChild<QLineEdit *>(u"caseNumber"_s)->setText(u"2026-330"_s);
    dialog->findChild<QLineEdit *>(u"evidenceNumber"_s)->setText(u"E1"_s);
    dialog->findChild<QLineEdit *>(u"baseName"_s)->setText(u"evidence"_s);
    QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isCheckingDestination(); }, 10000));
    QVERIFY2(dialog->validationErrors().isEmpty(),
             qPrintable(dialog->validationErrors().join(u'\n')));
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"startButton"_s), Qt::LeftButton);
    QTRY_COMPARE(window.acquisitionTabs()->count(), 1);
    auto *acquisition = qobject_cast<AcquisitionPanel *>(window.acquisitionTabs()->widget(0));
    QVERIFY(acquisition);
    QTRY_VERIFY_WITH_TIMEOUT(acquisition->record().has_value(), 60000);
    settings.sync();
    QHash<QString, QString> values = stored(file);
    QCOMPARE(values.value(u"case/caseNumber"_s), u"2026-330"_s); // remembered
    QCOMPARE(values.value(u"signing/key"_s), key);
    QCOMPARE(values.value(u"signing/certificate"_s), certificate);
    QCOMPARE(values.value(u"verify/trustedCa"_s), ca);
    QCOMPARE(values.value(u"history/path"_s), history);

    // The Verify dialog's Verify: the trusted CA it shows (the one kept) is kept, the rest too.
    actionNamed(window, u"V&erify image…"_s)->trigger();
    auto *verify = window.findChild<VerifyDialog *>();
    QVERIFY(verify);
    QCOMPARE(verify->findChild<QLineEdit *>(u"trustedCa"_s)->text(), ca);
    verify->setImage(folder.filePath(u"evidence.dd"_s));
    QTRY_VERIFY(verify->findChild<QPushButton *>(u"verifyButton"_s)->isEnabled());
    QTest::mouseClick(verify->findChild<QPushButton *>(u"verifyButton"_s), Qt::LeftButton);
    QTRY_COMPARE(window.acquisitionTabs()->count(), 2);
    auto *verification = qobject_cast<VerificationPanel *>(window.acquisitionTabs()->widget(1));
    QVERIFY(verification);
    QTRY_VERIFY_WITH_TIMEOUT(!verification->isRunning(), 60000);
    settings.sync();
    values = stored(file);
    QCOMPARE(values.value(u"verify/trustedCa"_s), ca);
    QCOMPARE(values.value(u"signing/key"_s), key);
    QCOMPARE(values.value(u"history/path"_s), history);
    QCOMPARE(values.value(u"case/caseNumber"_s), u"2026-330"_s);

    // The signing dialog's OK: the identity changes, the CA, history and case stay.
    const QString otherKey = folder.filePath(u"other-key.pem"_s);
    QTimer answer;
    answer.setInterval(50);
    bool answered = false;
    connect(&answer, &QTimer::timeout, this, [&] {
        auto *signing = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!signing || !signing->findChild<QLineEdit *>(u"signingKey"_s))
            return;
        signing->findChild<QLineEdit *>(u"signingKey"_s)->setText(otherKey);
        answered = true;
        signing->accept();
    });
    answer.start();
    actionNamed(window, u"signingIdentityAction"_s)->trigger(); // returns once answered
    answer.stop();
    QVERIFY(answered);
    settings.sync();
    values = stored(file);
    QCOMPARE(values.value(u"signing/key"_s), otherKey);
    QCOMPARE(values.value(u"signing/certificate"_s), certificate);
    QCOMPARE(values.value(u"verify/trustedCa"_s), ca);
    QCOMPARE(values.value(u"history/path"_s), history);
    QCOMPARE(values.value(u"case/caseNumber"_s), u"2026-330"_s);
    QCOMPARE(values.value(u"acquisition/destination"_s), folder.path());
}

QTEST_MAIN(TestGuiSettings)
#include "tst_guisettings.moc"
