// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rescuemap.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>

namespace Custody {

namespace {

// A comment must stay one line whatever text it carries (a case field with a line break): control
// characters become C escapes, so that neither Custody nor GNU ddrescue reads a broken map.
QByteArray oneLine(const QByteArray &text)
{
    QByteArray line;
    line.reserve(text.size());
    for (const char byte : text) {
        const auto value = quint8(byte);
        if (byte == '\n')
            line += "\\n";
        else if (byte == '\r')
            line += "\\r";
        else if (value < 0x20 || value == 0x7F)
            line += "\\x" + QByteArray::number(value, 16).rightJustified(2, '0');
        else
            line += byte;
    }
    return line;
}

bool isSectorState(char character)
{
    return QByteArrayView("?*/-+").contains(character);
}

bool isMapStatus(char character)
{
    return QByteArrayView("?*/-FG+").contains(character);
}

// A C++ integer literal as ddrescue accepts it: 0x… hex, 0… octal, decimal.
std::optional<qint64> parseNumber(const QByteArray &field)
{
    if (field.isEmpty() || field.startsWith('-') || field.startsWith('+'))
        return std::nullopt;
    errno = 0;
    char *end = nullptr;
    const long long value = std::strtoll(field.constData(), &end, 0);
    if (errno != 0 || end != field.constData() + field.size() || value < 0)
        return std::nullopt;
    return qint64(value);
}

Error mapError(int lineNumber, const QString &what)
{
    Error error;
    error.code = Error::Code::MapInvalid;
    error.offset = -1;
    error.detail = QStringLiteral("line %1: %2").arg(lineNumber).arg(what);
    return error;
}

QByteArray hex(qint64 value, int width)
{
    return "0x" + QByteArray::number(value, 16).toUpper().rightJustified(width, '0');
}

} // namespace

RescueMap::RescueMap(qint64 sizeBytes)
{
    if (sizeBytes > 0)
        m_runs.append({{0, sizeBytes}, SectorState::NonTried});
    recount();
}

Result<RescueMap> RescueMap::parse(QByteArrayView text)
{
    RescueMap map;
    bool statusSeen = false;
    int lineNumber = 0;
    for (QByteArrayView rawLine : QByteArray(text.data(), text.size()).split('\n')) {
        ++lineNumber;
        QByteArray line = rawLine.toByteArray();
        if (lineNumber == 1 && line.startsWith("\xEF\xBB\xBF"))
            line.remove(0, 3);
        // A comment starts with '#' at the start of a line or after whitespace.
        for (qsizetype index = 0; index < line.size(); ++index) {
            if (line[index] == '#' && (index == 0 || QChar::isSpace(uchar(line[index - 1])))) {
                line.truncate(index);
                break;
            }
        }
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() == 1 && fields.first().isEmpty())
            continue;

        if (!statusSeen) {
            if (fields.size() != 2 && fields.size() != 3)
                return mapError(lineNumber, QStringLiteral("expected the status line "
                                                           "'current_pos current_status "
                                                           "[current_pass]'"));
            const std::optional<qint64> position = parseNumber(fields[0]);
            if (!position)
                return mapError(lineNumber, QStringLiteral("invalid current position"));
            if (fields[1].size() != 1 || !isMapStatus(fields[1][0]))
                return mapError(lineNumber, QStringLiteral("invalid current status"));
            int pass = 1;
            if (fields.size() == 3) {
                bool ok = false;
                pass = fields[2].toInt(&ok, 10);
                if (!ok || pass < 1)
                    return mapError(lineNumber, QStringLiteral("invalid current pass"));
            }
            map.setCurrent(*position, MapStatus(fields[1][0]), pass);
            statusSeen = true;
            continue;
        }

        if (fields.size() != 3)
            return mapError(lineNumber, QStringLiteral("expected a block line 'pos size "
                                                       "status'"));
        const std::optional<qint64> position = parseNumber(fields[0]);
        const std::optional<qint64> size = parseNumber(fields[1]);
        if (!position || !size || *size <= 0)
            return mapError(lineNumber, QStringLiteral("invalid block position or size"));
        if (*position > std::numeric_limits<qint64>::max() - *size)
            return mapError(lineNumber, QStringLiteral("block extends past the largest offset"));
        if (fields[2].size() != 1 || !isSectorState(fields[2][0]))
            return mapError(lineNumber, QStringLiteral("invalid block status"));
        const qint64 expected = map.m_runs.isEmpty() ? *position : map.m_runs.last().extent.end();
        if (*position != expected)
            return mapError(lineNumber, QStringLiteral("block at %1 is not contiguous with the "
                                                       "previous one ending at %2")
                                            .arg(*position)
                                            .arg(expected));
        const SectorState state = SectorState(fields[2][0]);
        if (!map.m_runs.isEmpty() && map.m_runs.last().state == state)
            map.m_runs.last().extent.length += *size;
        else
            map.m_runs.append({{*position, *size}, state});
    }
    if (!statusSeen)
        return mapError(lineNumber, QStringLiteral("no status line"));
    if (!map.m_runs.isEmpty() && map.m_runs.first().extent.offset > 0)
        map.m_runs.prepend({{0, map.m_runs.first().extent.offset}, SectorState::NonTried});
    map.mergeAdjacentRuns();
    return map;
}

QByteArray RescueMap::serialize(const QStringList &headerComments) const
{
    QByteArray text;
    for (const QString &comment : headerComments)
        text += "# " + oneLine(comment.toUtf8()) + '\n';
    text += "# current_pos  current_status  current_pass\n";
    text += hex(m_currentPosition, 8) + "     " + char(m_currentStatus) + "               "
            + QByteArray::number(m_currentPass) + '\n';
    text += "#      pos        size  status\n";
    for (const MapRun &run : m_runs)
        text += hex(run.extent.offset, 8) + "  " + hex(run.extent.length, 8) + "  "
                + char(run.state) + '\n';
    return text;
}

RescueMap RescueMap::unshared() const
{
    RescueMap copy = *this;
    copy.m_runs = QList<MapRun>(m_runs.cbegin(), m_runs.cend());
    return copy;
}

qint64 RescueMap::sizeBytes() const
{
    return m_runs.isEmpty() ? 0 : m_runs.last().extent.end();
}

void RescueMap::setCurrent(qint64 position, MapStatus status, int pass)
{
    m_currentPosition = position;
    m_currentStatus = status;
    m_currentPass = pass;
    ++m_changeCount;
}

void RescueMap::resize(qint64 sizeBytes)
{
    const qint64 current = this->sizeBytes();
    if (sizeBytes > current) {
        m_runs.append({{current, sizeBytes - current}, SectorState::NonTried});
        mergeAdjacentRuns();
    } else {
        while (!m_runs.isEmpty() && m_runs.last().extent.offset >= sizeBytes)
            m_runs.removeLast();
        if (!m_runs.isEmpty())
            m_runs.last().extent.length = sizeBytes - m_runs.last().extent.offset;
        recount();
    }
    ++m_changeCount;
}

void RescueMap::mark(Extent extent, SectorState state)
{
    extent = extent.intersected({0, sizeBytes()});
    if (extent.isEmpty())
        return;
    // First run that ends after the extent starts, then the last one it reaches.
    const auto first = std::upper_bound(
        m_runs.begin(), m_runs.end(), extent.offset,
        [](qint64 offset, const MapRun &run) { return offset < run.extent.end(); });
    const qsizetype index = first - m_runs.begin();
    qsizetype last = index;
    while (m_runs[last].extent.end() < extent.end())
        ++last;
    for (qsizetype covered = index; covered <= last; ++covered) {
        const MapRun &run = m_runs[covered];
        m_bytesByState[slotOf(run.state)] -= run.extent.intersected(extent).length;
    }
    m_bytesByState[slotOf(state)] += extent.length;

    QList<MapRun> replacement;
    const MapRun head = m_runs[index];
    if (head.extent.offset < extent.offset)
        replacement.append({{head.extent.offset, extent.offset - head.extent.offset}, head.state});
    replacement.append({extent, state});
    const MapRun tail = m_runs[last];
    if (tail.extent.end() > extent.end())
        replacement.append({{extent.end(), tail.extent.end() - extent.end()}, tail.state});
    m_runs.remove(index, last - index + 1);
    for (qsizetype offset = 0; offset < replacement.size(); ++offset)
        m_runs.insert(index + offset, replacement[offset]);
    // Merging is local: only the replaced runs and their two neighbours can have changed. This
    // keeps marking cheap on maps with many bad areas.
    qsizetype position = std::max<qsizetype>(0, index - 1);
    qsizetype stop = std::min(m_runs.size(), index + replacement.size() + 1);
    while (position + 1 < stop) {
        if (m_runs[position].state == m_runs[position + 1].state) {
            m_runs[position].extent.length += m_runs[position + 1].extent.length;
            m_runs.remove(position + 1);
            --stop;
        } else {
            ++position;
        }
    }
    ++m_changeCount;
}

void RescueMap::mergeAdjacentRuns()
{
    QList<MapRun> merged;
    merged.reserve(m_runs.size());
    for (const MapRun &run : std::as_const(m_runs)) {
        if (!merged.isEmpty() && merged.last().state == run.state)
            merged.last().extent.length += run.extent.length;
        else
            merged.append(run);
    }
    m_runs = std::move(merged);
    recount();
}

QList<Extent> RescueMap::extentsIn(SectorState state) const
{
    QList<Extent> extents;
    for (const MapRun &run : m_runs) {
        if (run.state == state)
            extents.append(run.extent);
    }
    return extents;
}

size_t RescueMap::slotOf(SectorState state)
{
    switch (state) {
    case SectorState::NonTried: return 0;
    case SectorState::NonTrimmed: return 1;
    case SectorState::NonScraped: return 2;
    case SectorState::BadSector: return 3;
    case SectorState::Finished: return 4;
    }
    return 0;
}

void RescueMap::recount()
{
    m_bytesByState.fill(0);
    for (const MapRun &run : std::as_const(m_runs))
        m_bytesByState[slotOf(run.state)] += run.extent.length;
}

QString mapStatusMessage(MapStatus status, int pass)
{
    switch (status) {
    case MapStatus::Copying:
        return QStringLiteral("Copying non-tried blocks... Pass %1 (forwards)").arg(pass);
    case MapStatus::Trimming: return QStringLiteral("Trimming failed blocks... (forwards)");
    case MapStatus::Scraping: return QStringLiteral("Scraping failed blocks... (forwards)");
    case MapStatus::Retrying:
        return QStringLiteral("Retrying bad sectors... Retry %1 (forwards)").arg(pass);
    case MapStatus::Filling: return QStringLiteral("Filling specified blocks...");
    case MapStatus::Approximate: return QStringLiteral("Generating approximate mapfile...");
    case MapStatus::Finished: return QStringLiteral("Finished");
    }
    return {};
}

} // namespace Custody
