// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/queuestatus.h"

#include "util/durablefile.h"
#include "util/invalidargument.h"

#include <QJsonDocument>

namespace Custody::Cli {

namespace {

// A status file is small; one larger than this is not one.
constexpr qint64 MaximumStatusBytes = 64 * 1024 * 1024;

} // namespace

bool isQueueStatusFile(const QString &path)
{
    const Result<QByteArray> bytes = readWholeFile(path, MaximumStatusBytes);
    if (!bytes)
        return false;
    const QJsonObject object = QJsonDocument::fromJson(*bytes).object();
    return object.value(u"format").toString() == QLatin1String(QueueStatusFile::Format);
}

QueueStatusFile::QueueStatusFile(QString path, const QStringList &sources)
    : m_path(std::move(path))
    , m_file(m_path)
{
    protectSources(sources);
}

void QueueStatusFile::protectSources(const QStringList &sources)
{
    for (const QString &source : sources) {
        if (!m_protected.contains(source)) {
            m_protected.insert(source);
            m_gate.protectSource(source);
        }
    }
}

Result<void> QueueStatusFile::check()
{
    if (const Result<void> allowed = m_gate.check(m_path, PathChange::Create); !allowed)
        return allowed;
    const std::optional<struct stat> before = lstatPath(m_path);
    if (!before)
        return {};
    // An earlier queue's status file is this queue's to replace; nothing else is.
    if (!isQueueStatusFile(m_path))
        return invalidArgument(tr("%1: the file exists and is not a status file of Custody's "
                                  "queue; give a new path or an earlier status file")
                                   .arg(m_path));
    m_gate.own(m_path);
    m_file.adoptExisting();
    // What was owned and adopted must be the file whose content was checked: a file put in its
    // place meanwhile is nobody's to replace.
    const std::optional<struct stat> after = lstatPath(m_path);
    if (!after || after->st_dev != before->st_dev || after->st_ino != before->st_ino
        || after->st_ctim.tv_sec != before->st_ctim.tv_sec
        || after->st_ctim.tv_nsec != before->st_ctim.tv_nsec)
        return invalidArgument(tr("%1: the file changed while it was being checked; give the "
                                  "path again once nothing else writes it")
                                   .arg(m_path));
    if (const Result<void> allowed = m_gate.check(m_path, PathChange::Replace); !allowed)
        return allowed;
    return {};
}

Result<void> QueueStatusFile::write(const QJsonObject &status)
{
    // The gate's rules for what is at the path now, then a replacement that holds only while it
    // is the version written last (OwnFileReplacement), with no moment between the two.
    const PathChange change = m_file.hasWritten() ? PathChange::Replace : PathChange::Create;
    if (const Result<void> allowed = m_gate.check(m_path, change); !allowed)
        return allowed;
    const Result<void> written = m_file.write(QJsonDocument(status).toJson(QJsonDocument::Indented),
                                              Error::Code::WriteFailed);
    if (written)
        m_gate.own(m_path);
    return written;
}

} // namespace Custody::Cli
