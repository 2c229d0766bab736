// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/queuefile.h"
#include "cli/queueresources.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <QTest>

using namespace Custody::Cli;
using namespace Qt::StringLiterals;

// The queue file's grammar: shell-like words with nothing expanded, JSON lines, comments, and
// errors that name the line.
class TestQueueFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wordsSplitAsAShellWithoutExpanding_data();
    void wordsSplitAsAShellWithoutExpanding();
    void unfinishedQuotesAreErrors();
    void linesBecomeJobs();
    void errorsNameTheLine();
    void jobsThatMustFollowOthers();
};

void TestQueueFile::wordsSplitAsAShellWithoutExpanding_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("plain") << u"acquire /dev/sdb  /cases/a\t--yes"_s
                           << QStringList{u"acquire"_s, u"/dev/sdb"_s, u"/cases/a"_s, u"--yes"_s};
    QTest::newRow("single quotes")
        << u"a 'b c' 'it'\\''s'"_s << QStringList{u"a"_s, u"b c"_s, u"it's"_s};
    QTest::newRow("double quotes") << u"a \"b \\\"c\\\" \\$HOME \\\\ \\x\""_s
                                   << QStringList{u"a"_s, u"b \"c\" $HOME \\ \\x"_s};
    QTest::newRow("nothing expanded")
        << u"$(rm -rf /) `id` $HOME ~ *.dd"_s
        << QStringList{u"$(rm"_s, u"-rf"_s, u"/)"_s, u"`id`"_s, u"$HOME"_s, u"~"_s, u"*.dd"_s};
    QTest::newRow("comment") << u"a b # c d"_s << QStringList{u"a"_s, u"b"_s};
    QTest::newRow("hash inside a word") << u"a b#c"_s << QStringList{u"a"_s, u"b#c"_s};
    QTest::newRow("empty quotes") << u"a '' \"\""_s << QStringList{u"a"_s, QString(), QString()};
    QTest::newRow("backslash") << u"a\\ b c"_s << QStringList{u"a b"_s, u"c"_s};
}

void TestQueueFile::wordsSplitAsAShellWithoutExpanding()
{
    QFETCH(QString, line);
    QFETCH(QStringList, words);
    const Custody::Result<QStringList> split = splitWords(line);
    QVERIFY(split);
    QCOMPARE(*split, words);
}

void TestQueueFile::unfinishedQuotesAreErrors()
{
    QVERIFY(!splitWords(u"a 'b"_s));
    QVERIFY(!splitWords(u"a \"b"_s));
    QVERIFY(!splitWords(u"a b\\"_s));
}

void TestQueueFile::linesBecomeJobs()
{
    const QByteArray file = "# the lab's jobs\n"
                            "\n"
                            "custody-cli --priority 4 verify /cases/a.dd\r\n"
                            "{\"arguments\": [\"convert\", \"/cases/a.json\", \"--format\", "
                            "\"e01\"], \"name\": \"E01 copy\", \"priority\": -1}\n"
                            "wipe /dev/sdz --certificate /cases/w --yes\n";
    const Custody::Result<QList<QueueEntry>> entries = parseQueueFile(file, u"jobs"_s);
    QVERIFY2(entries, qPrintable(entries ? QString() : entries.error().userMessage()));
    QCOMPARE(entries->size(), 3);
    QCOMPARE(entries->at(0).line, 3);
    QCOMPARE(entries->at(0).priority, 4);
    QCOMPARE(entries->at(0).arguments, (QStringList{u"verify"_s, u"/cases/a.dd"_s}));
    QCOMPARE(entries->at(1).line, 4);
    QCOMPARE(entries->at(1).name, u"E01 copy"_s);
    QCOMPARE(entries->at(1).priority, -1);
    QCOMPARE(entries->at(1).arguments.first(), u"convert"_s);
    QCOMPARE(entries->at(2).line, 5);
}

void TestQueueFile::errorsNameTheLine()
{
    const struct
    {
        QByteArray file;
        QString message;
    } cases[] = {
        {"verify a.dd\nsmart /dev/sda\n", u"jobs, line 2: \"smart\" cannot be queued"_s},
        {"verify a.dd\n\n{\"arguments\": \"verify\"}\n",
         u"jobs, line 3: \"arguments\" must be an array"_s},
        {"{\"arguments\": [\"verify\", \"a\"], \"when\": 1}\n", u"unknown key \"when\""_s},
        {"--priority high verify a.dd\n", u"--priority needs a whole number"_s},
        {"verify --json\n", u"line 1: give one IMAGE"_s},
        {"verify a.dd --hashlg a.md5\n", u"line 1: Unknown option 'hashlg'"_s},
        {"convert a.json\n", u"say what to convert to: --format e01"_s},
        {"wipe /dev/sdz --yes\n", u"--certificate BASE is required"_s},
        {"verify a.dd --on-end /no/such/program\n", u"is not a program that can be run"_s},
        {"acquire /dev/sdb /cases/a --clone /dev/sdc\n", u"a clone in a queue needs --yes"_s},
        {"verify a.dd --help\n", u"--help is not a job"_s},
        {"verify a\xff.dd\n", u"line 1: not UTF-8 text"_s},
        {"# nothing\n\n", u"jobs: the file has no job"_s},
    };
    for (const auto &[file, message] : cases) {
        const Custody::Result<QList<QueueEntry>> entries = parseQueueFile(file, u"jobs"_s);
        QVERIFY2(!entries, file.constData());
        QVERIFY2(entries.error().userMessage().contains(message),
                 qPrintable(entries.error().userMessage()));
    }
}

// Which job waits for which, by identity: a verification or a restore of an image an earlier job
// writes, an acquisition base written twice, a wipe of a drive an earlier job reads (whatever
// the priorities), the same folder under two names; unrelated jobs do not wait.
void TestQueueFile::jobsThatMustFollowOthers()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(QDir(folder.path()).mkdir(u"cases"_s));
    QVERIFY(QFile::link(folder.filePath(u"cases"_s), folder.filePath(u"link"_s)));
    QFile drive(folder.filePath(u"drive.bin"_s));
    QVERIFY(drive.open(QIODevice::WriteOnly));
    drive.close();
    const QString cases = folder.filePath(u"cases/"_s);
    const QString link = folder.filePath(u"link/"_s);
    const JobResources acquisition
        = jobResources({u"acquire"_s, drive.fileName(), cases + u"disk"_s, u"--no-smart"_s});
    const struct
    {
        QStringList later;
        bool follows;
    } cases_[] = {
        {{u"verify"_s, cases + u"disk.dd"_s}, true},
        {{u"verify"_s, link + u"disk.dd"_s}, true}, // the same folder through a link
        {{u"verify"_s, link + u"other.dd"_s, u"--hashlog"_s, cases + u"disk.md5"_s}, true},
        {{u"verify"_s, link + u"other.dd"_s}, false},
        {{u"convert"_s, cases + u"disk.json"_s, u"--format"_s, u"e01"_s}, true},
        {{u"acquire"_s, cases + u"disk.dd"_s, cases + u"restored"_s, u"--no-smart"_s}, true},
        {{u"acquire"_s, drive.fileName(), link + u"disk"_s, u"--resume"_s}, true},
        {{u"acquire"_s, folder.filePath(u"other.bin"_s), cases + u"other"_s}, false},
        {{u"wipe"_s, drive.fileName(), u"--certificate"_s, cases + u"wiped"_s, u"--yes"_s}, true},
    };
    for (const auto &[later, follows] : cases_)
        QVERIFY2(mustFollow(jobResources(later), acquisition) == follows,
                 qPrintable(later.join(u' ')));
    // And the other way round: an acquisition after a wipe of its source waits for the wipe.
    const JobResources wipe = jobResources(
        {u"wipe"_s, drive.fileName(), u"--certificate"_s, cases + u"wiped"_s, u"--yes"_s});
    QVERIFY(mustFollow(acquisition, wipe));
}

QTEST_GUILESS_MAIN(TestQueueFile)
#include "tst_queuefile.moc"
