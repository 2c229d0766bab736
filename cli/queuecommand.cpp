// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/queuecommand.h"

#include "cli/acquirecommand.h"
#include "cli/queueresources.h"
#include "engine/acquisitionfiles.h"
#include "util/durablefile.h"
#include "util/invalidargument.h"
#include "util/logline.h"
#include "util/shellquote.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <csignal>

#include <sys/stat.h>

#include <unistd.h>

namespace Custody::Cli {

namespace {

constexpr qint64 MaximumQueueFileBytes = 16 * 1024 * 1024;
constexpr int TickMilliseconds = 200;

std::atomic<int> g_stopSignal{0};

void stopOnSignal(int signal)
{
    g_stopSignal.store(signal);
}

void ignoreSignal(int) {}

// While this exists, SIGINT, SIGTERM and SIGHUP stop the queue (from its event loop), and
// SIGPIPE (a reader of its output that went away) does not end it: the jobs it runs would lose
// their reader too. A handler, not SIG_IGN, which the children would inherit.
class QueueSignals
{
public:
    QueueSignals()
    {
        g_stopSignal.store(0);
        struct sigaction stop = {};
        stop.sa_handler = &stopOnSignal;
        sigemptyset(&stop.sa_mask);
        struct sigaction ignore = stop;
        ignore.sa_handler = &ignoreSignal;
        for (std::size_t i = 0; i < std::size(Signals); ++i)
            ::sigaction(Signals[i], Signals[i] == SIGPIPE ? &ignore : &stop, &m_previous[i]);
    }
    ~QueueSignals()
    {
        for (std::size_t i = 0; i < std::size(Signals); ++i)
            ::sigaction(Signals[i], &m_previous[i], nullptr);
    }
    QueueSignals(const QueueSignals &) = delete;
    QueueSignals &operator=(const QueueSignals &) = delete;

private:
    static constexpr int Signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
    struct sigaction m_previous[std::size(Signals)] = {};
};

// "1 job", "8 jobs": custody-cli speaks English only.
QString jobCount(qsizetype count)
{
    return count == 1 ? QStringLiteral("1 job") : QStringLiteral("%1 jobs").arg(count);
}

QString clock()
{
    return QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss"));
}

} // namespace

QueueCommand::QueueCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QueueCommand::~QueueCommand() = default;

QString QueueCommand::usage()
{
    return tr(
        "Usage: custody-cli queue JOB_FILE [OPTIONS]\n"
        "\n"
        "Runs the jobs of JOB_FILE, one custody-cli command per line (acquire, verify,\n"
        "convert, wipe; shell-like words, nothing expanded) or a JSON object per line\n"
        "({\"arguments\": [...], \"priority\": N, \"name\": \"...\"}). Every line is checked\n"
        "before anything runs. A job that reads files an earlier job writes waits for it;\n"
        "one source is read by one job at a time; higher --priority N (a line's first\n"
        "words) goes first.\n"
        "\n"
        "Options:\n"
        "  --jobs N             at most N jobs at once (default: half the cores, at\n"
        "                       least 1: an acquisition's hashes keep about two busy)\n"
        "  --per-disk N         at most N jobs at once on one disk (default: 1 on a\n"
        "                       spinning disk, else no limit of its own)\n"
        "  --disk-limit PATH=N  at most N jobs at once on the file system of the folder\n"
        "                       PATH (not the root file system, unless PATH is /),\n"
        "                       whatever the others take; once per disk\n"
        "  --status FILE        a JSON status file for a dashboard, replaced whole\n"
        "  --status-interval S  how often it is replaced while jobs run (default 2)\n"
        "  --source-wait S      a job whose drive is not connected waits up to S seconds\n"
        "                       for it, then fails (default 0: it fails at once)\n"
        "\n"
        "Exit status: 0 every job succeeded, 1 a job failed, was stopped or not run,\n"
        "2 invalid arguments or job file (nothing was run).\n");
}

Result<QueueCommand::Options> QueueCommand::parse(const QStringList &arguments) const
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions({{QStringLiteral("jobs"), QString(), QStringLiteral("N")},
                       {QStringLiteral("per-disk"), QString(), QStringLiteral("N")},
                       {QStringLiteral("disk-limit"), QString(), QStringLiteral("PATH=N")},
                       {QStringLiteral("status"), QString(), QStringLiteral("FILE")},
                       {QStringLiteral("status-interval"), QString(), QStringLiteral("S")},
                       {QStringLiteral("source-wait"), QString(), QStringLiteral("S")}});
    if (!parser.parse(QStringList{QStringLiteral("queue")} + arguments))
        return invalidArgument(parser.errorText());
    if (parser.positionalArguments().size() != 1)
        return invalidArgument(tr("give one job file"));
    Options options;
    options.file = parser.positionalArguments().first();
    options.limit = qMax(1, QThread::idealThreadCount() / 2);
    const auto number = [&](const char *name, int low, int high) -> std::optional<int> {
        const QString option = QLatin1String(name);
        if (!parser.isSet(option))
            return std::nullopt;
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < low || value > high)
            return -1;
        return value;
    };
    struct Numeric
    {
        const char *name;
        int low;
        int high;
        std::function<void(int)> set;
    };
    const Numeric numerics[] = {
        {"jobs", 1, 256,
         [&](int value) {
             options.limit = value, options.limitGiven = true;
         }},
        {"per-disk", 1, 256,
         [&](int value) {
             options.perDisk = value;
         }},
        {"status-interval", 1, 3600,
         [&](int value) {
             options.statusSeconds = value;
         }},
        {"source-wait", 0, 7 * 24 * 3600,
         [&](int value) {
             options.sourceWaitSeconds = value;
         }},
    };
    for (const Numeric &numeric : numerics) {
        const std::optional<int> value = number(numeric.name, numeric.low, numeric.high);
        if (value == -1)
            return invalidArgument(tr("--%1 takes a whole number from %2 to %3, not \"%4\"")
                                       .arg(QLatin1String(numeric.name))
                                       .arg(numeric.low)
                                       .arg(numeric.high)
                                       .arg(parser.value(QLatin1String(numeric.name))));
        if (value)
            numeric.set(*value);
    }
    for (const QString &value : parser.values(QStringLiteral("disk-limit"))) {
        const Result<Options::DiskLimit> limit = parseDiskLimit(value);
        if (!limit)
            return limit.error();
        for (const Options::DiskLimit &earlier : std::as_const(options.diskLimits)) {
            if (earlier.disk == limit->disk)
                return invalidArgument(tr("--disk-limit %1: %2 is on the same disk as %3, which "
                                          "has a limit already: give one limit per disk")
                                           .arg(value, limit->path, earlier.path));
        }
        options.diskLimits.append(*limit);
    }
    options.statusPath = parser.value(QStringLiteral("status"));
    if (parser.isSet(QStringLiteral("status")) && options.statusPath.isEmpty())
        return invalidArgument(tr("--status needs a file name"));
    if (parser.isSet(QStringLiteral("status-interval")) && options.statusPath.isEmpty())
        return invalidArgument(tr("--status-interval goes with --status FILE"));
    return options;
}

Result<QueueCommand::Options::DiskLimit> QueueCommand::parseDiskLimit(const QString &value)
{
    const qsizetype equals = value.lastIndexOf(u'=');
    bool ok = false;
    const int limit = equals < 0 ? 0 : value.mid(equals + 1).toInt(&ok);
    const QString path = equals < 0 ? QString() : value.left(equals);
    if (path.isEmpty() || !ok || limit < 1 || limit > 256)
        return invalidArgument(tr("--disk-limit %1: give a folder on the disk and how many jobs "
                                  "may use it at once, from 1 to 256, as PATH=N (for example "
                                  "/mnt/usb-hdd=1)")
                                   .arg(value));
    const Result<QString> disk = limitedDiskKey(path);
    if (!disk)
        return invalidArgument(tr("--disk-limit %1: %2").arg(value, disk.error().detail));
    return Options::DiskLimit{path, *disk, limit};
}

void QueueCommand::setDiskLimits()
{
    QSet<QString> spinning;
    QSet<QString> used;
    for (const std::unique_ptr<QueueJob> &job : m_jobs) {
        for (const QString &disk : std::as_const(job->disks)) {
            used.insert(disk);
            const auto given = std::find_if(
                m_options.diskLimits.cbegin(), m_options.diskLimits.cend(),
                [&disk](const Options::DiskLimit &limit) { return limit.disk == disk; });
            if (given != m_options.diskLimits.cend()) {
                m_schedule->setDiskLimit(disk, given->limit);
            } else if (!m_options.perDisk && isSpinningDisk(disk)) {
                m_schedule->setDiskLimit(disk, 1);
                spinning.insert(disk);
            }
        }
    }
    if (m_options.perDisk)
        say(tr("At most %1 at once on each disk (--per-disk).").arg(*m_options.perDisk));
    else if (!spinning.isEmpty())
        say(tr("One at a time on each spinning disk (%1 of the jobs' disks spin); --per-disk "
               "sets another limit.")
                .arg(spinning.size()));
    for (const Options::DiskLimit &limit : std::as_const(m_options.diskLimits)) {
        say(used.contains(limit.disk)
                ? tr("At most %1 at once on the disk of %2 (--disk-limit).")
                      .arg(limit.limit)
                      .arg(limit.path)
                : tr("--disk-limit: no job of the queue uses the disk of %1.").arg(limit.path));
    }
}

void QueueCommand::describeResources(QueueJob &queued)
{
    const JobResources resources = jobResources(queued.entry().arguments);
    queued.sources = resources.sources;
    queued.disks = resources.disks;
    queued.waitPath = resources.waitPath;
    for (auto it = m_resources.cbegin(); it != m_resources.cend(); ++it) {
        if (mustFollow(resources, it.value()))
            queued.after << it.key();
    }
    std::sort(queued.after.begin(), queued.after.end());
    m_resources.insert(queued.number(), resources);
}

Result<void> QueueCommand::checkStatusPath() const
{
    // Not a file a job of this queue writes or reads, nor the job file itself.
    const QStringList keys = baseKeysOf(m_options.statusPath);
    for (auto it = m_resources.cbegin(); it != m_resources.cend(); ++it) {
        for (const QStringList &bases : {it.value().basesWritten, it.value().basesRead}) {
            if (std::any_of(keys.cbegin(), keys.cend(),
                            [&bases](const QString &key) { return bases.contains(key); }))
                return invalidArgument(tr("--status %1: job %2 writes or reads the files of that "
                                          "acquisition; give another path")
                                           .arg(m_options.statusPath)
                                           .arg(it.key()));
        }
    }
    const std::optional<struct stat> status = statPath(m_options.statusPath);
    const std::optional<struct stat> jobFile = statPath(m_options.file);
    if (status && jobFile && status->st_dev == jobFile->st_dev && status->st_ino == jobFile->st_ino)
        return invalidArgument(
            tr("--status %1: that is the job file; give another path").arg(m_options.statusPath));
    return {};
}

int QueueCommand::run(const QStringList &arguments)
{
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    const auto refuse = [this](const QString &message) {
        m_err << "custody-cli queue: " << oneShownLine(message) << '\n'
              << tr("Try 'custody-cli queue --help'.") << Qt::endl;
        return ExitInvalid;
    };
    const Result<Options> options = parse(arguments);
    if (!options)
        return refuse(options.error().userMessage());
    m_options = *options;
    const Result<QByteArray> content = readWholeFile(m_options.file, MaximumQueueFileBytes);
    if (!content)
        return refuse(content.error().userMessage());
    const Result<QList<QueueEntry>> entries = parseQueueFile(*content, m_options.file);
    if (!entries)
        return refuse(entries.error().userMessage());
    m_schedule = std::make_unique<JobSchedule>(m_options.limit,
                                               m_options.perDisk.value_or(m_options.limit));
    QStringList sources;
    for (const QueueEntry &entry : *entries) {
        m_jobs.push_back(std::make_unique<QueueJob>(int(m_jobs.size()) + 1, entry));
        QueueJob &queued = *m_jobs.back();
        describeResources(queued);
        if (!queued.waitPath.isEmpty())
            sources << queued.waitPath;
        m_schedule->add(
            {queued.number(), entry.priority, queued.sources, queued.disks, queued.after});
    }
    if (!m_options.statusPath.isEmpty()) {
        if (const Result<void> usable = checkStatusPath(); !usable)
            return refuse(usable.error().userMessage());
        m_statusFile = std::make_unique<QueueStatusFile>(m_options.statusPath, sources);
        if (const Result<void> usable = m_statusFile->check(); !usable)
            return refuse(usable.error().userMessage());
    }
    m_program = QCoreApplication::applicationFilePath();
    m_startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    say(tr("custody-cli queue: %1 from %2; at most %3 at once (%4)")
            .arg(jobCount(qsizetype(m_jobs.size())), m_options.file)
            .arg(m_options.limit)
            .arg(m_options.limitGiven
                     ? tr("--jobs")
                     : tr("half of the %1 cores").arg(QThread::idealThreadCount())));
    setDiskLimits();
    writeStatus(true);
    const QueueSignals signalHandlers;
    QEventLoop loop;
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, &loop, [this, &loop] {
        tick();
        if (m_schedule->finished())
            loop.quit();
    });
    timer.start(TickMilliseconds);
    tick();
    if (!m_schedule->finished())
        loop.exec();
    writeStatus(true);
    int succeeded = 0;
    QStringList others;
    QHash<QueueJob::State, int> counts;
    for (const std::unique_ptr<QueueJob> &queued : m_jobs)
        ++counts[queued->state()];
    succeeded = counts.value(QueueJob::State::Succeeded);
    for (const QueueJob::State state :
         {QueueJob::State::Failed, QueueJob::State::Stopped, QueueJob::State::NotRun}) {
        if (counts.value(state) > 0)
            others << QStringLiteral("%1 %2")
                          .arg(counts.value(state))
                          .arg(QueueJob::stateName(state).replace(u'-', u' '));
    }
    say(tr("%1: %2 succeeded").arg(jobCount(qsizetype(m_jobs.size()))).arg(succeeded)
        + (others.isEmpty() ? QString() : QStringLiteral(", ") + others.join(QStringLiteral(", ")))
        + u'.');
    if (m_statusFailed)
        m_err << "custody-cli queue: " << tr("the status file was not kept up to date (see above)")
              << Qt::endl;
    return succeeded == int(m_jobs.size()) && !m_statusFailed ? ExitSuccess : ExitFailed;
}

QueueJob *QueueCommand::job(int number) const
{
    return number >= 1 && number <= int(m_jobs.size()) ? m_jobs.at(size_t(number - 1)).get()
                                                       : nullptr;
}

void QueueCommand::say(const QString &line)
{
    m_out << QStringLiteral("[%1] ").arg(clock()) << line << Qt::endl;
}

void QueueCommand::tick()
{
    if (const int signal = g_stopSignal.exchange(0); signal != 0 && !m_stopping) {
        say(tr("Stopping (%1): no more jobs start; the running ones stop and keep their maps.")
                .arg(QStringLiteral("SIG") + QString::fromLatin1(sigabbrev_np(signal))));
        stopAll();
    }
    for (const std::unique_ptr<QueueJob> &queued : m_jobs)
        queued->readProgress();
    if (!m_stopping)
        startJobs();
    writeStatus(false);
}

bool QueueCommand::mustWaitForSource(QueueJob &queued)
{
    if (m_options.sourceWaitSeconds <= 0 || queued.waitPath.isEmpty() || statPath(queued.waitPath))
        return false;
    if (queued.state() != QueueJob::State::WaitingForSource) {
        queued.setWaiting(true);
        queued.waitDeadline.setRemainingTime(qint64(m_options.sourceWaitSeconds) * 1000);
        m_schedule->hold(queued.number(), true);
        say(tr("%1 waits for %2 to be connected (at most %3 s).")
                .arg(queued.describe(), queued.waitPath)
                .arg(m_options.sourceWaitSeconds));
        writeStatus(true);
    }
    return true;
}

void QueueCommand::checkWaitingJobs()
{
    for (const std::unique_ptr<QueueJob> &queued : m_jobs) {
        if (queued->state() != QueueJob::State::WaitingForSource)
            continue;
        if (statPath(queued->waitPath)) {
            queued->setWaiting(false);
            m_schedule->hold(queued->number(), false);
            say(tr("%1: %2 is connected.").arg(queued->describe(), queued->waitPath));
        } else if (queued->waitDeadline.hasExpired()) {
            queued->notRun(tr("%1 was not connected within %2 s (--source-wait)")
                               .arg(queued->waitPath)
                               .arg(m_options.sourceWaitSeconds));
            say(tr("%1 not run: %2").arg(queued->describe(), queued->reason()));
            m_schedule->dropped(queued->number());
            dropDependents();
        }
        writeStatus(true);
    }
}

void QueueCommand::startJobs()
{
    checkWaitingJobs();
    // A job's wait for its drive begins when its turn comes (what it follows has ended, a slot
    // is free); it is held meanwhile, keeping no slot from the others, and the choice is made
    // again without it.
    for (bool again = true; again;) {
        again = false;
        for (const int number : m_schedule->startable()) {
            QueueJob &queued = *job(number);
            if (mustWaitForSource(queued)) {
                again = true;
                break;
            }
            start(queued);
        }
    }
}

void QueueCommand::start(QueueJob &queued)
{
    m_schedule->started(queued.number());
    say(tr("%1 started: custody-cli %2")
            .arg(queued.describe(), shellQuote(queued.entry().arguments)));
    const Result<void> started = queued.start(
        m_program,
        [this](const QueueJob &running, const QString &line) {
            m_err << QStringLiteral("job %1: ").arg(running.number()) << line << Qt::endl;
        },
        [this](QueueJob &ended) { jobEnded(ended); });
    if (!started) {
        say(tr("%1 could not be started: %2")
                .arg(queued.describe(), started.error().userMessage()));
        m_schedule->ended(queued.number());
        dropDependents();
    }
    writeStatus(true);
}

void QueueCommand::jobEnded(QueueJob &ended)
{
    m_schedule->ended(ended.number());
    QStringList words;
    if (!ended.outcome().isEmpty())
        words << ended.outcome();
    if (!ended.verdict().isEmpty())
        words << ended.verdict();
    words << (ended.exitStatus() >= 0 ? tr("exit %1").arg(ended.exitStatus()) : ended.reason());
    say(tr("%1 %2: %3, %4 s")
            .arg(ended.describe(), QueueJob::stateName(ended.state()),
                 words.join(QStringLiteral(", ")))
            .arg(ended.seconds(), 0, 'f', 1));
    dropDependents();
    writeStatus(true);
    // Its slot is free now, not at the next tick.
    if (!m_stopping)
        startJobs();
}

void QueueCommand::dropDependents()
{
    bool dropped = true;
    while (dropped) {
        dropped = false;
        for (const std::unique_ptr<QueueJob> &queued : m_jobs) {
            if (queued->hasEnded() || queued->state() == QueueJob::State::Running)
                continue;
            for (const int earlier : std::as_const(queued->after)) {
                const QueueJob *before = job(earlier);
                if (!before || !before->hasEnded() || before->state() == QueueJob::State::Succeeded)
                    continue;
                queued->notRun(tr("job %1, which must end first, did not succeed").arg(earlier));
                say(tr("%1 not run: %2").arg(queued->describe(), queued->reason()));
                m_schedule->dropped(queued->number());
                dropped = true;
                break;
            }
        }
    }
}

void QueueCommand::stopAll()
{
    m_stopping = true;
    for (const std::unique_ptr<QueueJob> &queued : m_jobs) {
        if (queued->state() == QueueJob::State::Running) {
            queued->stop();
        } else if (!queued->hasEnded()) {
            queued->notRun(tr("the queue was stopped before it started"));
            m_schedule->dropped(queued->number());
        }
    }
    writeStatus(true);
}

QJsonObject QueueCommand::status() const
{
    QJsonArray jobs;
    for (const std::unique_ptr<QueueJob> &queued : m_jobs)
        jobs.append(queued->toJson());
    const bool finished = m_schedule->finished();
    return {
        {QStringLiteral("format"), QLatin1String(QueueStatusFile::Format)},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("queueFile"), QFileInfo(m_options.file).absoluteFilePath()},
        {QStringLiteral("pid"), qint64(::getpid())},
        {QStringLiteral("startedAt"), m_startedAt},
        {QStringLiteral("updatedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("state"), !finished    ? QStringLiteral("running")
                                  : m_stopping ? QStringLiteral("stopped")
                                               : QStringLiteral("finished")},
        {QStringLiteral("limit"), m_options.limit},
        {QStringLiteral("running"), m_schedule->running()},
        {QStringLiteral("jobs"), jobs}};
}

void QueueCommand::writeStatus(bool now)
{
    if (!m_statusFile || m_statusFailed)
        return;
    if (!now && m_sinceStatus.isValid()
        && m_sinceStatus.elapsed() < qint64(m_options.statusSeconds) * 1000)
        return;
    m_sinceStatus.start();
    if (const Result<void> written = m_statusFile->write(status()); !written) {
        m_statusFailed = true;
        m_err << "custody-cli queue: " << oneShownLine(written.error().userMessage()) << '\n'
              << "custody-cli queue: " << tr("the status file is no longer written; the jobs go on")
              << Qt::endl;
    }
}

} // namespace Custody::Cli
