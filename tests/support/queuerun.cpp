// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "queuerun.h"

#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QProcessEnvironment>

using namespace Qt::StringLiterals;

namespace Custody::Test {

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

} // namespace

int childrenOf(qint64 parent)
{
    int count = 0;
    for (const QString &entry : QDir(u"/proc"_s).entryList(QDir::Dirs)) {
        bool isPid = false;
        entry.toLongLong(&isPid);
        if (!isPid)
            continue;
        const QByteArray stat = readFile(u"/proc/"_s + entry + u"/stat"_s);
        const qsizetype nameEnd = stat.lastIndexOf(')');
        if (nameEnd < 0 || !stat.mid(stat.indexOf('(') + 1).startsWith("custody-cli"))
            continue;
        const QList<QByteArray> fields = stat.mid(nameEnd + 2).split(' ');
        if (fields.size() > 1 && fields.at(1).toLongLong() == parent && fields.at(0) != "Z")
            ++count;
    }
    return count;
}

QList<QJsonObject> QueueRun::jobs() const
{
    QList<QJsonObject> list;
    for (const QJsonValue &job : status.value(u"jobs"_s).toArray())
        list.append(job.toObject());
    return list;
}

QueueRun runQueue(const QTemporaryDir &folder, const QByteArray &jobs, const QStringList &options,
                  const std::function<void(QProcess &)> &whileRunning)
{
    QueueRun run;
    const QString jobFile = folder.filePath(u"jobs.txt"_s);
    const QString statusFile = folder.filePath(u"status.json"_s);
    if (!writeFile(jobFile, jobs))
        return run;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"xdg"_s));
    QProcess queue;
    queue.setProcessEnvironment(environment);
    queue.setWorkingDirectory(folder.path());
    queue.start(cli, QStringList{u"queue"_s, jobFile, u"--status"_s, statusFile,
                                 u"--status-interval"_s, u"1"_s}
                         + options);
    if (!queue.waitForStarted())
        return run;
    QElapsedTimer clock;
    clock.start();
    while (!queue.waitForFinished(5) && clock.elapsed() < 600000) {
        run.mostJobsAtOnce = qMax(run.mostJobsAtOnce, childrenOf(queue.processId()));
        if (QFileInfo::exists(statusFile) && run.statusReads % 10 == 0) {
            QJsonParseError error;
            QJsonDocument::fromJson(readFile(statusFile), &error);
            run.statusAlwaysWhole
                = run.statusAlwaysWhole && error.error == QJsonParseError::NoError;
        }
        ++run.statusReads;
        if (whileRunning)
            whileRunning(queue);
    }
    run.result.exitCode = queue.exitStatus() == QProcess::NormalExit ? queue.exitCode() : -1;
    run.result.standardOutput = queue.readAllStandardOutput();
    run.result.standardError = queue.readAllStandardError();
    run.status = QJsonDocument::fromJson(readFile(statusFile)).object();
    return run;
}

} // namespace Custody::Test
