// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/driveconfirmation.h"

#include <QTest>

using namespace Custody;
using namespace Custody::Cli;
using namespace Qt::StringLiterals;

// The examiner's word before custody-cli overwrites a whole drive (acquire --clone, wipe): the
// serial typed on a terminal, exactly, or --yes; anything else is no, and says nothing was
// written.
class TestDriveConfirmation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void typedAnswers_data();
    void typedAnswers();
    void yesAsksNothing();
    void withoutATerminalTheAnswerIsNo();
};

namespace {

SourceIdentity drive(std::optional<QString> serial)
{
    SourceIdentity identity;
    identity.path = u"/dev/sdz"_s;
    identity.sizeBytes = 500107862016;
    identity.model = u"WDC WD5000AAKX"_s;
    identity.serial = std::move(serial);
    return identity;
}

struct Asked
{
    bool confirmed = false;
    QString prompt; // what the examiner saw (standard error)
    QString unread; // what was left of standard input
};

Asked ask(const SourceIdentity &identity, const QString &typed, bool yes, bool interactive)
{
    QString input = typed;
    QString errors;
    QTextStream in(&input);
    QTextStream err(&errors);
    Asked asked;
    asked.confirmed
        = DriveConfirmation::ask(identity, u"It will be wiped"_s, yes, in, interactive, err);
    err.flush();
    asked.prompt = errors;
    asked.unread = in.readAll();
    return asked;
}

} // namespace

void TestDriveConfirmation::typedAnswers_data()
{
    QTest::addColumn<std::optional<QString>>("serial");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("confirmed");
    const std::optional<QString> serial = u"WD-WCAYU1234567"_s;
    QTest::newRow("the serial") << serial << u"WD-WCAYU1234567\n"_s << true;
    QTest::newRow("the serial, spaces around") << serial << u"  WD-WCAYU1234567 \n"_s << true;
    QTest::newRow("another case") << serial << u"wd-wcayu1234567\n"_s << false;
    QTest::newRow("one letter off") << serial << u"WD-WCAYU1234568\n"_s << false;
    QTest::newRow("the path instead") << serial << u"/dev/sdz\n"_s << false;
    QTest::newRow("yes") << serial << u"yes\n"_s << false;
    QTest::newRow("nothing") << serial << QString() << false;
    QTest::newRow("no serial: the path") << std::optional<QString>() << u"/dev/sdz\n"_s << true;
    QTest::newRow("no serial: another path")
        << std::optional<QString>() << u"/dev/sdy\n"_s << false;
}

void TestDriveConfirmation::typedAnswers()
{
    QFETCH(std::optional<QString>, serial);
    QFETCH(QString, typed);
    QFETCH(bool, confirmed);
    const Asked asked = ask(drive(serial), typed, false, true);
    QCOMPARE(asked.confirmed, confirmed);
    // The drive is named with its model, serial and size, and what will happen to it.
    QVERIFY2(asked.prompt.contains(u"/dev/sdz"_s) && asked.prompt.contains(u"WDC WD5000AAKX"_s)
                 && asked.prompt.contains(u"It will be wiped"_s),
             qPrintable(asked.prompt));
    QVERIFY2(asked.prompt.contains(serial ? u"serial number"_s : u"device path"_s),
             qPrintable(asked.prompt));
    QCOMPARE(asked.prompt.contains(u"Not confirmed: nothing was written"_s), !confirmed);
}

void TestDriveConfirmation::yesAsksNothing()
{
    const Asked asked = ask(drive(u"S1"_s), u"S1\n"_s, true, false);
    QVERIFY(asked.confirmed);
    QVERIFY(asked.prompt.isEmpty());
    QCOMPARE(asked.unread, u"S1\n"_s);
}

void TestDriveConfirmation::withoutATerminalTheAnswerIsNo()
{
    // Even the right serial on standard input: a script confirms with --yes, knowingly.
    const Asked asked = ask(drive(u"S1"_s), u"S1\n"_s, false, false);
    QVERIFY(!asked.confirmed);
    QVERIFY2(asked.prompt.contains(u"--yes"_s) && asked.prompt.contains(u"Nothing was written"_s),
             qPrintable(asked.prompt));
    QCOMPARE(asked.unread, u"S1\n"_s);
}

QTEST_GUILESS_MAIN(TestDriveConfirmation)
#include "tst_driveconfirmation.moc"
