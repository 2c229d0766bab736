// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/historyimport.h"

#include "record/acquisitionreport.h"
#include "util/durablefile.h"

#include <QDirIterator>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

// Records are small; anything larger is not one (or not one to read whole here).
constexpr qint64 MaximumRecordBytes = 256 * 1024 * 1024;

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
            const Result<QByteArray> bytes = readWholeFile(path, MaximumRecordBytes);
            if (!bytes) {
                import.skipped.append(tr("%1: %2").arg(path, bytes.error().userMessage()));
                continue;
            }
            const Result<AcquisitionReport> report = AcquisitionReport::fromRecord(*bytes, path);
            if (!report) {
                import.skipped.append(tr("%1: not a Custody acquisition record").arg(path));
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

Result<HistoryRow> recordInHistory(const QString &path, const HistoryEvent &event)
{
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadWrite);
    if (!history)
        return history.error();
    return (*history)->append(event);
}

} // namespace Custody
