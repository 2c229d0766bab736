// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/iscsisource.h"

#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

class TestIscsiAddress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void takesTheFormsOfALun_data();
    void takesTheFormsOfALun();
    void refusesWithoutRepeatingIt_data();
    void refusesWithoutRepeatingIt();
    void aPortalNeedsNoLun();
};

void TestIscsiAddress::takesTheFormsOfALun_data()
{
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("lun");
    QTest::addColumn<QString>("portal");
    const QString iqn = u"iqn.2003-01.org.linux-iscsi.suspect:sn.6b1a"_s;
    QTest::newRow("name, default port")
        << u"iscsi://suspect.example/"_s + iqn + u"/1"_s << QString() << u"suspect.example"_s
        << 3260 << iqn << 1 << u"suspect.example:3260"_s;
    QTest::newRow("user and port")
        << u"iscsi://examiner@192.0.2.7:3261/"_s + iqn + u"/0"_s << u"examiner"_s << u"192.0.2.7"_s
        << 3261 << iqn << 0 << u"192.0.2.7:3261"_s;
    QTest::newRow("IPv6") << u"iscsi://[2001:db8::7]:3262/"_s + iqn + u"/16383"_s << QString()
                          << u"2001:db8::7"_s << 3262 << iqn << 16383 << u"[2001:db8::7]:3262"_s;
    QTest::newRow("upper-case scheme") << u"ISCSI://host/"_s + iqn + u"/2"_s << QString()
                                       << u"host"_s << 3260 << iqn << 2 << u"host:3260"_s;
}

void TestIscsiAddress::takesTheFormsOfALun()
{
    QFETCH(QString, uri);
    const Result<IscsiAddress> address = IscsiAddress::parse(uri);
    QVERIFY2(address, qPrintable(address ? QString() : address.error().userMessage()));
    QTEST(address->user, "user");
    QTEST(address->host, "host");
    QTEST(address->port, "port");
    QTEST(address->target, "target");
    QTEST(address->lun, "lun");
    QTEST(address->portal(), "portal");
    // Written back as it names the same LUN, with the scheme in lower case.
    QCOMPARE(IscsiAddress::parse(address->uri())->uri(), address->uri());
}

void TestIscsiAddress::refusesWithoutRepeatingIt_data()
{
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QString>("why");
    const QString iqn = u"iqn.2026-12.example:disk"_s;
    QTest::newRow("libiscsi's USER%PASSWORD")
        << u"iscsi://examiner%Sekr1t@host/"_s + iqn + u"/1"_s << u"--chap-file"_s;
    QTest::newRow("a % past the first /")
        << u"iscsi://exa/min%Sekr1t@host/"_s + iqn + u"/1"_s << u"--chap-file"_s;
    QTest::newRow("?target_password=")
        << u"iscsi://host/"_s + iqn + u"/1?target_password=Sekr1t"_s << u"--chap-file"_s;
    QTest::newRow("USER:PASSWORD")
        << u"iscsi://examiner:Sekr1t@host/"_s + iqn + u"/1"_s << u"--chap-file"_s;
    QTest::newRow("a colon with no port")
        << u"iscsi://host:/"_s + iqn + u"/1"_s << u"the port \"\" is not a number"_s;
    QTest::newRow("a signed LUN") << u"iscsi://host/"_s + iqn + u"/+1"_s
                                  << u"the LUN \"+1\" is not a number"_s;
    QTest::newRow("a LUN with a space")
        << u"iscsi://host/"_s + iqn + u"/ 1"_s << u"the LUN \" 1\" is not a number"_s;
    QTest::newRow("LUN too large")
        << u"iscsi://host/"_s + iqn + u"/16384"_s << u"from 0 to 16383"_s;
    QTest::newRow("no LUN") << u"iscsi://host/"_s + iqn << u"names no target and LUN"_s;
    QTest::newRow("no host") << u"iscsi:///"_s + iqn + u"/1"_s << u"no host"_s;
    QTest::newRow("port out of range")
        << u"iscsi://host:70000/"_s + iqn + u"/1"_s << u"from 1 to 65535"_s;
}

void TestIscsiAddress::refusesWithoutRepeatingIt()
{
    QFETCH(QString, uri);
    QFETCH(QString, why);
    const Result<IscsiAddress> address = IscsiAddress::parse(uri);
    QVERIFY(!address);
    const QString message = address.error().userMessage();
    QVERIFY2(message.contains(why), qPrintable(message));
    QVERIFY2(!message.contains(u"Sekr1t"_s), qPrintable(message));
}

void TestIscsiAddress::aPortalNeedsNoLun()
{
    const Result<IscsiAddress> portal = IscsiAddress::parse(u"iscsi://host:3270"_s, false);
    QVERIFY(portal);
    QCOMPARE(portal->portal(), u"host:3270"_s);
    QVERIFY(portal->target.isEmpty());
    QCOMPARE(portal->lun, -1);
    QVERIFY(!IscsiAddress::parse(u"iscsi://host:3270"_s));
}

QTEST_GUILESS_MAIN(TestIscsiAddress)
#include "tst_iscsiaddress.moc"
