// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The GUI thread never waits for the file system: each place of the application that looks at
// or writes to a folder is driven against a real share that stopped answering (faultfs), and the
// event loop must go on turning while the look or the write waits there. One test a place.

#include "dialogs/folderprobe.h"
#include "hungshare.h"

#include <QSignalSpy>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;

class TestResponsiveness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void theDestinationFolderIsLookedAtOffTheGuiThread();

private:
    std::unique_ptr<HungShare> m_share;
};

void TestResponsiveness::init()
{
    if (const QString reason = HungShare::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    m_share = std::make_unique<HungShare>();
    QVERIFY(m_share->start());
}

void TestResponsiveness::cleanup()
{
    m_share.reset();
}

void TestResponsiveness::theDestinationFolderIsLookedAtOffTheGuiThread()
{
    FolderProbe probe;
    QSignalSpy answered(&probe, &FolderProbe::answered);
    FolderQuestion question;
    question.folder = m_share->folder();
    QString why;
    QVERIFY2(m_share->staysResponsive([&] { probe.look(question); }, &why), qPrintable(why));
    QVERIFY(answered.wait(10000));
    QVERIFY(answered.first().first().value<FolderFacts>().isDir);
}

QTEST_MAIN(TestResponsiveness)
#include "tst_responsiveness.moc"
