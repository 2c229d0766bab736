// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/historyimport.h"

#include "device/writegate.h"
#include "history/eventsources.h"
#include "history/historytransfer.h"
#include "history/postgreslocation.h"
#include "io/opensource.h"
#include "record/acquisitionreport.h"

#include <QDirIterator>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

QStringList recordCandidates(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, {u"*.json"_s}, QDir::Files | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(QFileInfo(it.next()).absoluteFilePath());
    files.sort();
    return files;
}

} // namespace

Result<HistoryImport> HistoryImport::run(CaseHistory &history, const QStringList &folders)
{
    HistoryImport import;
    for (const QString &folder : folders) {
        if (!QFileInfo(folder).isDir())
            return Error::fromErrno(Error::Code::InvalidArgument, 0, folder, -1,
                                    tr("%1 is not a folder").arg(folder));
        for (const QString &path : recordCandidates(folder)) {
            const Result<AcquisitionReport> report = readAcquisitionRecord(path);
            if (!report) {
                import.skipped.append(report.error().code
                                              == Error::Code::ToolOutputInvalid // JSON, not ours
                                          ? tr("%1: not a Custody acquisition record").arg(path)
                                          : tr("%1: %2").arg(path, report.error().userMessage()));
                continue;
            }
            const Result<bool> known = history.hasRecord(report->recordSha256);
            if (!known)
                return known.error();
            if (*known) {
                import.alreadyThere.append(path);
                continue;
            }
            HistoryEvent event
                = HistoryEvent::fromAcquisition(report->record, path, report->recordSha256);
            event.note = u"imported from %1"_s.arg(QFileInfo(path).absolutePath());
            // The version and host that made the record, not the ones importing it.
            event.custodyVersion = report->record.tool.version;
            event.host = report->record.host.name;
            if (const Result<HistoryRow> row = history.append(event); !row)
                return row.error();
            import.added.append(path);
        }
    }
    return import;
}

Result<void> checkHistoryNotOnEvidence(const QString &path, const QString &source,
                                       const QStringList &files)
{
    // A lab's server: its spool is what this station writes.
    if (PostgresLocation::isPostgresUrl(path)) {
        if (const Result<void> url = CaseHistory::checkUsable(path); !url)
            return url;
        return checkHistoryNotOnEvidence(spoolPathFor(path), source, files);
    }
    // The write gate's source rules only: the history is an SQLite database, which the gate's
    // content rules protect from every other writer; CaseHistory::checkUsable() decides on it.
    WriteGate gate;
    if (!source.isEmpty() && !isNetworkUri(source))
        gate.protectSource(source);
    for (const QString &file : files) {
        if (!file.isEmpty())
            gate.protectFile(file, HistoryImport::tr("the file %1").arg(file));
    }
    // A history not created yet, in folders not created yet: they would be made where the
    // nearest existing folder is, which is what is checked then.
    QFileInfo target(QFileInfo(path).absoluteFilePath());
    while (!target.exists() && !QFileInfo::exists(target.absolutePath())
           && target.absolutePath() != target.absoluteFilePath())
        target = QFileInfo(target.absolutePath());
    const QString checked = target.absoluteFilePath();
    for (const QString &file :
         {checked, checked + u"-wal"_s, checked + u"-shm"_s, checked + u"-journal"_s}) {
        if (const Result<void> safe = gate.checkNotOnSource(file); !safe)
            return safe;
    }
    // Nor onto another program's database (which may be evidence too), a link or a device.
    return CaseHistory::checkUsable(path);
}

Result<HistoryRow> recordInHistory(const QString &path, const HistoryEvent &event)
{
    if (const Result<void> safe = checkHistoryNotOnEvidence(
            path, event.source, event.imageFiles + QStringList{event.recordPath, event.reportPath});
        !safe)
        return safe.error();
    if (PostgresLocation::isPostgresUrl(path))
        return recordInLabHistory(path, event);
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadWrite);
    if (!history)
        return history.error();
    return (*history)->append(event);
}

} // namespace Custody
