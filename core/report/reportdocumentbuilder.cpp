// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/reportdocumentbuilder.h"

#include "device/deviceinfo.h"
#include "record/verificationverdict.h"
#include "report/acquisitionsummary.h"
#include "report/clonetext.h"
#include "report/contenttext.h"
#include "report/layouttext.h"
#include "report/reportformat.h"
#include "report/reportsections.h"
#include "util/units.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <climits>

namespace Custody {

namespace {

QString orNone(const QString &value)
{
    return value.isEmpty() ? ReportDocumentBuilder::tr("(none given)") : value;
}

// The header: this document's making, and the tool and host that made the acquisition. A report
// names the record it was made from; the log is written before the record.
ReportSection makingSection(const AcquisitionReport &report, const ReportContext &context,
                            DocumentKind kind)
{
    const ToolIdentity &tool = report.record.tool;
    QList<ReportField> fields{
        {ReportDocumentBuilder::tr("Created (UTC)"), ReportFormat::utc(context.created)},
        {ReportDocumentBuilder::tr("Created (local time)"), ReportFormat::local(context.created)},
        {ReportDocumentBuilder::tr("Created by"), context.generator},
    };
    if (kind == DocumentKind::Report)
        fields += QList<ReportField>{
            {ReportDocumentBuilder::tr("From the record"), report.recordPath},
            {ReportDocumentBuilder::tr("Record SHA-256"), report.recordSha256},
        };
    fields += QList<ReportField>{
        {ReportDocumentBuilder::tr("Acquired with"), tool.name + QLatin1Char(' ') + tool.version},
        {ReportDocumentBuilder::tr("Build"),
         ReportDocumentBuilder::tr("Qt %1, %2").arg(tool.qtVersion, tool.opensslVersion)},
        {ReportDocumentBuilder::tr("Host name"), report.record.host.name},
        {ReportDocumentBuilder::tr("Operating system"), report.record.host.operatingSystem},
        {ReportDocumentBuilder::tr("Kernel"), report.record.host.kernel},
        {ReportDocumentBuilder::tr("Command line"), tool.commandLine},
    };
    return {kind == DocumentKind::Report ? ReportDocumentBuilder::tr("Report")
                                         : ReportDocumentBuilder::tr("Log"),
            {FieldsBlock{fields}}};
}

// The words of AcquisitionSummary, which custody-cli and the GUI say too, each a callout.
ReportSection summarySection(const AcquisitionReport &report)
{
    QList<ReportBlock> blocks;
    const AcquisitionSummary summary = AcquisitionSummary::of(report.record);
    for (const SummaryLine &line : summary.lines())
        blocks.append(ParagraphBlock{line.text, Internal::emphasisOf(line.tone), line.title});
    return {ReportDocumentBuilder::tr("Summary"), blocks};
}

QString recordedWord(const QString &word);

ReportField smartField(const QString &label, const std::optional<RecordedSmart> &smart)
{
    if (!smart)
        return {label, ReportFormat::notRecorded()};
    const bool passed
        = smart->assessment.compare(QLatin1String("PASSED"), Qt::CaseInsensitive) == 0;
    // smartctl's own messages ("Unable to detect device type") are in English whatever the
    // report's language: set off as its words, not translated (a guess could mistranslate one).
    // A line holding one of the messages its run printed is one of them.
    QStringList smartctlWords;
    for (const QJsonValue message :
         smart->details.value(u"smartctl").toObject().value(u"messages").toArray()) {
        const QString text = message.isString() ? message.toString() : message[u"text"].toString();
        if (!text.trimmed().isEmpty())
            smartctlWords.append(text.trimmed());
    }
    const auto shown = [&smartctlWords](const QString &text) {
        const bool its
            = std::any_of(smartctlWords.cbegin(), smartctlWords.cend(),
                          [&text](const QString &words) { return text.contains(words); });
        return its ? ReportDocumentBuilder::tr("smartctl says: \"%1\"").arg(text) : text;
    };
    QString value = recordedWord(smart->assessment) + QStringLiteral(": ") + shown(smart->summary);
    // The reasons behind it, where they say more than the summary.
    QStringList reasons = smart->reasons.value_or(QStringList());
    reasons.removeAll(smart->summary);
    for (QString &reason : reasons)
        reason = shown(reason);
    if (!reasons.isEmpty())
        value += QStringLiteral(" (") + reasons.join(QStringLiteral("; ")) + QLatin1Char(')');
    if (smart->capturedAt)
        value
            += QLatin1Char(' ')
               + ReportDocumentBuilder::tr("[asked %1]").arg(ReportFormat::utc(*smart->capturedAt));
    return {label, value, passed ? Emphasis::Normal : Emphasis::Warning};
}

// What became of a write-block that was set: read again at the end, then lifted. Records that
// predate these steps say neither.
ReportField withEnd(ReportField field, const WriteBlockRecord &state)
{
    const auto worsen = [&field](Emphasis emphasis) {
        field.emphasis = std::max(field.emphasis, emphasis);
    };
    QStringList sentences{field.value.endsWith(QLatin1Char('.')) ? field.value
                                                                 : field.value + QLatin1Char('.')};
    if (const std::optional<WriteBlockCheck> &atEnd = state.atEnd) {
        if (!atEnd->writable.isEmpty()) {
            sentences << ReportDocumentBuilder::tr(
                             "LIFTED during the acquisition: found writable on %1 when read "
                             "again after the last read of the source, so the source was "
                             "writable at some point.")
                             .arg(atEnd->writable.join(QStringLiteral(", ")));
            worsen(Emphasis::Bad);
        }
        if (atEnd->error) {
            sentences << ReportDocumentBuilder::tr("Could not be read again at the end: %1")
                             .arg(atEnd->error->message);
            worsen(Emphasis::Warning);
        }
        if (atEnd->held())
            sentences << ReportDocumentBuilder::tr(
                "Still set on every node when read again after the last read of the source.");
    }
    if (state.notRestored()) {
        // The technical cause (the call and its errno): Error's message speaks of setting it.
        QString cause;
        if (const std::optional<RecordedError> &error = state.restoreError) {
            cause = error->detail.value_or(error->code);
            if (!error->errnoText.isEmpty())
                cause += QStringLiteral(": ") + error->errnoText;
        }
        sentences << ReportDocumentBuilder::tr(
                         "Could NOT be lifted on %1 after the acquisition (%2): it may still be "
                         "read-only; run blockdev --setrw on each, or unplug and re-plug the "
                         "drive.")
                         .arg(state.restoreFailed.join(QStringLiteral(", ")), cause);
        worsen(Emphasis::Warning);
    } else if (state.restored) {
        sentences << ReportDocumentBuilder::tr("Lifted after the acquisition.");
    }
    if (sentences.size() > 1)
        field.value = sentences.join(QLatin1Char(' '));
    return field;
}

ReportField writeBlockField(const std::optional<WriteBlockRecord> &state)
{
    const QString label = ReportDocumentBuilder::tr("Software write-block");
    if (!state)
        return {label, ReportFormat::notRecorded()};
    if (!state->requested)
        return {label, ReportDocumentBuilder::tr(
                           "not requested: the kernel read-only flag was not set (the source "
                           "was opened read-only)")};
    if (!state->set)
        return {
            label,
            ReportDocumentBuilder::tr("requested, but the kernel read-only flag could NOT be set"),
            Emphasis::Bad};
    if (!state->verified)
        return withEnd(
            {label,
             state->error
                 ? ReportDocumentBuilder::tr("kernel read-only flag set, but NOT verified: %1")
                       .arg(state->error->message)
                 : ReportDocumentBuilder::tr("kernel read-only flag set, but NOT verified"),
             Emphasis::Warning},
            *state);
    // Records before the nodes were kept say only that it was verified.
    ReportField field{label,
                      state->nodes.isEmpty()
                          ? ReportDocumentBuilder::tr("kernel read-only flag set and verified")
                          : ReportDocumentBuilder::tr(
                              "kernel read-only flag set and verified on %n node(s) (the disk "
                              "and its partitions)",
                              nullptr, int(state->nodes.size()))};
    return withEnd(field, *state);
}

// The record's own words for the source kind and the preset, in the reader's language; a word
// this build does not know is shown as recorded.
QString recordedWord(const QString &word)
{
    static const QHash<QString, const char *> words{
        {QStringLiteral("block device"),
         QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "block device")},
        {QStringLiteral("file"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "file")},
        {QStringLiteral("network"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "network")},
        {QStringLiteral("simulated"),
         QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "simulated")},
        {QStringLiteral("forensic"),
         QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "forensic")},
        {QStringLiteral("rescue"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "rescue")},
        {QStringLiteral("completed"),
         QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "completed")},
        {QStringLiteral("cancelled"),
         QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "cancelled")},
        {QStringLiteral("failed"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "failed")},
        // The passes of the imaging engine.
        {QStringLiteral("fill"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "fill")},
        {QStringLiteral("copy"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "copy")},
        {QStringLiteral("sweep"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "sweep")},
        {QStringLiteral("trim"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "trim")},
        {QStringLiteral("scrape"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "scrape")},
        // smartctl's overall assessment, and Custody's words where it gave none.
        {QStringLiteral("PASSED"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "PASSED")},
        {QStringLiteral("DEGRADED"),
         QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "DEGRADED")},
        {QStringLiteral("FAILED"), QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "FAILED")},
        {QStringLiteral("NOT REPORTED"),
         QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "NOT REPORTED")},
        {QStringLiteral("unavailable"),
         QT_TRANSLATE_NOOP("Custody::ReportDocumentBuilder", "not available")},
    };
    // "retry 2": a numbered pass.
    if (word.startsWith(QLatin1String("retry ")))
        return ReportDocumentBuilder::tr("retry %1").arg(word.mid(6));
    const char *known = words.value(word);
    return known ? ReportDocumentBuilder::tr(known) : word;
}

// How an iSCSI LUN's data came: the target and LUN, CHAP or not, in clear text (iSCSI has no
// encryption of its own: a VPN or IPsec outside Custody's sight may have carried it).
QString iscsiTransferText(const QJsonObject &network)
{
    const QString chapUser = network.value(QLatin1String("chapUser")).toString();
    const QString where = ReportDocumentBuilder::tr("iSCSI target %1, LUN %2 at %3 (initiator %4)")
                              .arg(network.value(QLatin1String("target")).toString())
                              .arg(network.value(QLatin1String("lun")).toInt())
                              .arg(network.value(QLatin1String("portal")).toString(),
                                   network.value(QLatin1String("initiator")).toString());
    const QString targetChapUser = network.value(QLatin1String("targetChapUser")).toString();
    const QString login
        = chapUser.isEmpty() ? ReportDocumentBuilder::tr("no CHAP")
          : targetChapUser.isEmpty()
              ? ReportDocumentBuilder::tr("CHAP credentials offered as %1").arg(chapUser)
              : ReportDocumentBuilder::tr("mutual CHAP: logged in as %1, "
                                          "the target proved itself as %2")
                    .arg(chapUser, targetChapUser);
    const QString path = network.value(QLatin1String("loopback")).toBool()
                             ? ReportDocumentBuilder::tr("through a loopback address, not "
                                                         "encrypted")
                             : ReportDocumentBuilder::tr("NOT ENCRYPTED across the network");
    return where + QStringLiteral("; ") + login + QStringLiteral("; ") + path;
}

// How a network source's data came: encrypted or not, and whether the server offered the
// export read-only.
ReportField transferField(const QJsonObject &network)
{
    const bool iscsi
        = network.value(QLatin1String("protocol")).toString() == QLatin1String("iSCSI");
    const bool encrypted = network.value(QLatin1String("encrypted")).toBool();
    const bool loopback = network.value(QLatin1String("loopback")).toBool();
    QString text
        = iscsi       ? iscsiTransferText(network)
          : encrypted ? ReportDocumentBuilder::tr("NBD over TLS (%1%2), export \"%3\"")
                            .arg(network.value(QLatin1String("tls")).toString(),
                                 network.value(QLatin1String("tlsIdentity")).toString().isEmpty()
                                     ? QString()
                                     : QStringLiteral(", ")
                                           + network.value(QLatin1String("tlsIdentity")).toString(),
                                 network.value(QLatin1String("export")).toString())
          : loopback
              ? ReportDocumentBuilder::tr("NBD through a local socket or loopback address, not "
                                          "encrypted, export \"%1\"")
                    .arg(network.value(QLatin1String("export")).toString())
              : ReportDocumentBuilder::tr("NBD, NOT ENCRYPTED across the network, export "
                                          "\"%1\"")
                    .arg(network.value(QLatin1String("export")).toString());
    if (const QString sha256 = network.value(QLatin1String("tlsCertificateSha256")).toString();
        !sha256.isEmpty())
        text += ReportDocumentBuilder::tr("; server certificate %1, SHA-256 %2")
                    .arg(network.value(QLatin1String("tlsCertificateSubject")).toString(), sha256);
    if (const int reconnects = network.value(QLatin1String("reconnects")).toInt(); reconnects > 0)
        text += ReportDocumentBuilder::tr("; the connection was lost and made again %n time(s) "
                                          "(the same size%1)",
                                          nullptr, reconnects)
                    .arg(network.contains(QLatin1String("tlsCertificateSha256"))
                             ? ReportDocumentBuilder::tr(" and server certificate")
                             : QString());
    if (iscsi && !network.contains(QLatin1String("serverReadOnly")))
        text += ReportDocumentBuilder::tr("; whether the target offered the LUN read-only is not "
                                          "known (it did not answer MODE SENSE; Custody sent "
                                          "reads only)");
    else if (!network.value(QLatin1String("serverReadOnly")).toBool())
        text += iscsi ? ReportDocumentBuilder::tr("; the target offered the LUN writable (Custody "
                                                  "sent reads only)")
                      : ReportDocumentBuilder::tr("; the server offered the export writable "
                                                  "(Custody sent reads only)");
    return {ReportDocumentBuilder::tr("Transfer"), text,
            encrypted || loopback ? Emphasis::Normal : Emphasis::Warning};
}

// Whether two runs reached the network source the same way (the URI, TLS and its identity, the
// server's certificate, a read-only export); reconnections aside.
bool sameTransport(const QJsonObject &one, const QJsonObject &other)
{
    for (const char *key : {"uri", "tls", "tlsIdentity", "encrypted", "tlsCertificateSha256",
                            "serverReadOnly", "chapUser", "initiator"}) {
        if (one.value(QLatin1String(key)) != other.value(QLatin1String(key)))
            return false;
    }
    // Absent in records from before mutual CHAP: the same as empty.
    const QLatin1String targetChapUser("targetChapUser");
    return one.value(targetChapUser).toString() == other.value(targetChapUser).toString();
}

// The transfer of the last run, and where a run before it reached the server otherwise (a resume
// over another TLS setting), a warning that points to each run's own in the timeline.
ReportField sourceTransferField(const QJsonObject &network, const RunHistory &history)
{
    ReportField field = transferField(network);
    const bool differs = std::any_of(
        history.runs.cbegin(), history.runs.cend(), [&network](const AcquisitionRun &run) {
            return run.network && !sameTransport(*run.network, network);
        });
    if (differs) {
        field.label = ReportDocumentBuilder::tr("Transfer (last run)");
        field.value += ReportDocumentBuilder::tr("; earlier runs reached the server otherwise: "
                                                 "see each run under Timeline");
        field.emphasis = Emphasis::Warning;
    }
    return field;
}

ReportSection sourceSection(const AcquisitionReport &report)
{
    const SourceIdentity &source = report.record.source;
    QList<ReportField> fields{
        {ReportDocumentBuilder::tr("Device or file"), source.path},
        {ReportDocumentBuilder::tr("Kind"), recordedWord(source.kind)},
        {ReportDocumentBuilder::tr("Model"), ReportFormat::orNotRecorded(source.model)},
        {ReportDocumentBuilder::tr("Serial number"), ReportFormat::orNotRecorded(source.serial)},
        {ReportDocumentBuilder::tr("Firmware"), ReportFormat::orNotRecorded(source.firmware)},
        {ReportDocumentBuilder::tr("Bus"),
         source.bus ? busDisplayName(*source.bus) : ReportFormat::notRecorded()},
    };
    // Loop devices: the file behind the device, as the device layer saw it.
    const QString backingFile
        = source.drive ? source.drive->value(QLatin1String("backingFile")).toString() : QString();
    if (!backingFile.isEmpty())
        fields.append({ReportDocumentBuilder::tr("Backing file"), backingFile});
    if (source.network) {
        fields.append(sourceTransferField(*source.network, report.record.history));
        // An iSCSI LUN's vendor and its names for itself (VPD page 0x83).
        QStringList names;
        for (const QJsonValue &name : source.network->value(QLatin1String("designators")).toArray())
            names << name.toString();
        if (!names.isEmpty())
            fields << ReportField{ReportDocumentBuilder::tr("Vendor"),
                                  ReportFormat::orNotRecorded(source.vendor)}
                   << ReportField{ReportDocumentBuilder::tr("LUN designators"),
                                  names.join(QStringLiteral("; "))};
    }
    if (source.driveError)
        fields.append({ReportDocumentBuilder::tr("Drive identity"),
                       ReportDocumentBuilder::tr("unknown: %1").arg(source.driveError->message),
                       Emphasis::Warning});
    fields += QList<ReportField>{
        {ReportDocumentBuilder::tr("Size"),
         ReportDocumentBuilder::tr("%1 bytes = %2 sectors of %3 bytes (%4)")
             .arg(ReportFormat::count(source.sizeBytes))
             .arg(ReportFormat::count(source.sectors()))
             .arg(ReportFormat::count(source.logicalSectorBytes))
             .arg(formatBytes(source.sizeBytes, textLocale()))},
        {ReportDocumentBuilder::tr("Sector size"),
         ReportDocumentBuilder::tr("%1 bytes logical, %2 bytes physical")
             .arg(ReportFormat::count(source.logicalSectorBytes))
             .arg(ReportFormat::count(source.physicalSectorBytes))},
        smartField(ReportDocumentBuilder::tr("SMART at start"), report.record.smartAtStart),
        smartField(ReportDocumentBuilder::tr("SMART at end"), report.record.smartAtEnd),
        writeBlockField(report.record.writeBlock),
    };
    fields += Internal::hiddenAreaFields(source.hiddenAreas);
    if (!report.record.mountedPartitions)
        fields.append(
            {ReportDocumentBuilder::tr("Mounted partitions"), ReportFormat::notRecorded()});
    else if (report.record.mountedPartitions->isEmpty())
        fields.append(
            {ReportDocumentBuilder::tr("Mounted partitions"), ReportDocumentBuilder::tr("none")});
    else
        fields.append({ReportDocumentBuilder::tr("Mounted partitions"),
                       ReportDocumentBuilder::tr("WARNING: mounted during the acquisition: %1")
                           .arg(report.record.mountedPartitions->join(QStringLiteral("; "))),
                       Emphasis::Bad});
    return {ReportDocumentBuilder::tr("Source"), {FieldsBlock{fields}}};
}
// "raw, one file", "split raw, files of 2.0 GiB", "E01 (EnCase 6), fast compression, chunks
// of 32.0 KiB, segment files of at most 2.0 GiB".
QString imageFormatText(const ImagingSettings &settings)
{
    switch (settings.format) {
    case ImageFormat::Raw: return ReportDocumentBuilder::tr("raw, one file");
    case ImageFormat::SplitRaw:
        return ReportDocumentBuilder::tr("split raw, files of %1")
            .arg(ReportFormat::bytes(settings.segmentBytes));
    case ImageFormat::Ewf: {
        const QString compression
            = settings.compression == ChunkCompression::None
                  ? ReportDocumentBuilder::tr("no compression")
              : settings.compression == ChunkCompression::Uniform
                  ? ReportDocumentBuilder::tr("only uniform chunks compressed")
              : settings.compression == ChunkCompression::Fast
                  ? ReportDocumentBuilder::tr("fast compression")
                  : ReportDocumentBuilder::tr("best compression");
        return ReportDocumentBuilder::tr("E01 (EnCase 6), %1, chunks of %2, segment files of "
                                         "at most %3")
            .arg(compression, ReportFormat::bytes(settings.chunkBytes),
                 ReportFormat::bytes(settings.segmentBytes));
    }
    }
    return {};
}

// How reads reached the source: what was asked for, as far as the source allowed it.
QString readPathText(const AcquisitionRecord &record, ReadMode asked)
{
    if (record.source.kind == sourceKindName(SourceKind::Network))
        return ReportDocumentBuilder::tr("over the network (%1), no page cache here")
            .arg(record.source.network ? record.source.network->value(QLatin1String("protocol"))
                                             .toString(QStringLiteral("NBD"))
                                       : QStringLiteral("NBD"));
    if (asked == ReadMode::Buffered)
        return ReportDocumentBuilder::tr("through the page cache");
    return record.result.directIoForRereads
               ? ReportDocumentBuilder::tr("direct I/O (O_DIRECT)")
               : ReportDocumentBuilder::tr("through the page cache (direct I/O unavailable)");
}

QString readsInFlightText(const AcquisitionResult::ReadsInFlight &reads)
{
    const QString most = ReportDocumentBuilder::tr("at most %n at once", nullptr, reads.most);
    return reads.setting == 0
               ? ReportDocumentBuilder::tr("%1 (adaptive)").arg(most)
               : ReportDocumentBuilder::tr("%1 (%2 asked for)").arg(most).arg(reads.setting);
}

ReportSection settingsSection(const AcquisitionReport &report)
{
    const ImagingSettings &settings = report.record.settings;
    const AcquisitionResult &result = report.record.result;
    QStringList algorithms;
    for (HashAlgorithm algorithm : toList(settings.hashes))
        algorithms.append(hashDisplayName(algorithm));
    QStringList passes;
    for (const PassTiming &pass : result.passes)
        passes.append(recordedWord(pass.name));
    FieldsBlock fields{{
        {ReportDocumentBuilder::tr("Preset"), recordedWord(presetName(settings.preset))},
        {ReportDocumentBuilder::tr("Passes run"),
         passes.isEmpty() ? ReportDocumentBuilder::tr("none") : passes.join(u", ")},
        {ReportDocumentBuilder::tr("Block size"), ReportFormat::bytes(settings.blockBytes)},
        {ReportDocumentBuilder::tr("Retries"), QString::number(settings.retries)},
        {ReportDocumentBuilder::tr("Fill of bad sectors"),
         ReportFormat::byteValue(settings.fillByte)},
        {ReportDocumentBuilder::tr("First reads"),
         readPathText(report.record, settings.copyReadMode)},
        {ReportDocumentBuilder::tr("Re-reads of failed blocks"),
         result.rereadUnitBytes == 0 ? ReportDocumentBuilder::tr("none were needed")
                                     : ReportDocumentBuilder::tr("%1 bytes at a time, %2")
                                           .arg(ReportFormat::count(result.rereadUnitBytes))
                                           .arg(readPathText(report.record, ReadMode::Direct))},
        {ReportDocumentBuilder::tr("Hash algorithms"),
         algorithms.isEmpty() ? ReportDocumentBuilder::tr("none") : algorithms.join(u", ")},
        {ReportDocumentBuilder::tr("Hash windows"),
         settings.hashWindowBytes > 0 ? ReportDocumentBuilder::tr("every %1")
                                            .arg(ReportFormat::bytes(settings.hashWindowBytes))
                                      : ReportDocumentBuilder::tr("none")},
        {ReportDocumentBuilder::tr("Image format"), imageFormatText(settings)},
    }};
    // Records before reads were kept in flight do not say how many there were.
    if (result.readsInFlight)
        fields.fields.insert(6, {ReportDocumentBuilder::tr("Block reads in flight"),
                                 readsInFlightText(*result.readsInFlight)});
    return {ReportDocumentBuilder::tr("Settings"), {fields}};
}

// The bytes a run wrote, as ranges (the first few; a rescue may write many).
QString writtenText(const QList<Extent> &written)
{
    constexpr qsizetype Shown = 4;
    QStringList ranges;
    qint64 bytes = 0;
    for (const Extent &extent : written) {
        bytes += extent.length;
        if (ranges.size() < Shown)
            ranges << ReportDocumentBuilder::tr("bytes %1 to %2")
                          .arg(extent.offset)
                          .arg(extent.end() - 1);
    }
    if (written.size() > Shown)
        ranges << ReportDocumentBuilder::tr("%1 more ranges").arg(written.size() - Shown);
    return ReportDocumentBuilder::tr("%1 bytes: %2")
        .arg(ReportFormat::count(bytes))
        .arg(ranges.join(u"; "));
}

// What a resume checked before it wrote: the earlier runs' finished windows, hashed again.
QString imageCheckedText(const QJsonObject &checked)
{
    const qint64 windows = checked.value(u"windows").toInteger();
    if (checked.value(u"windowBytes").toInteger() == 0)
        return ReportDocumentBuilder::tr("not possible: the earlier map kept no window digests "
                                         "(GNU ddrescue's, or an older Custody's), so the bytes "
                                         "the earlier runs wrote were taken as they were");
    if (windows == 0)
        return ReportDocumentBuilder::tr("the earlier runs had finished no whole window, so "
                                         "nothing could be checked");
    return ReportDocumentBuilder::tr("%1 window(s) of %2 (%3 bytes), finished by the earlier "
                                     "runs, hashed again and unchanged")
        .arg(windows)
        .arg(ReportFormat::bytes(checked.value(u"windowBytes").toInteger()))
        .arg(ReportFormat::count(checked.value(u"bytes").toInteger()));
}

// Every run of a resumed acquisition: when, how long, what it read, and the command that ran it.
QList<ReportBlock> runBlocks(const RunHistory &history)
{
    TableBlock table{{{ReportDocumentBuilder::tr("Run"), ColumnStyle::Number},
                      {ReportDocumentBuilder::tr("Start")},
                      {ReportDocumentBuilder::tr("End")},
                      {ReportDocumentBuilder::tr("Duration"), ColumnStyle::Number},
                      {ReportDocumentBuilder::tr("Bytes"), ColumnStyle::Number},
                      {ReportDocumentBuilder::tr("Rate"), ColumnStyle::Number},
                      {ReportDocumentBuilder::tr("Ended")}},
                     {},
                     {},
                     TableFlow::Single};
    QStringList commands;
    for (qsizetype index = 0; index < history.runs.size(); ++index) {
        const AcquisitionRun &run = history.runs[index];
        table.rows.append(
            {QString::number(index + 1), ReportFormat::utc(run.start), ReportFormat::utc(run.end),
             ReportFormat::duration(run.seconds()), ReportFormat::count(run.bytesProcessed),
             run.seconds() > 0 ? formatRate(run.bytesProcessed / run.seconds(), textLocale())
                               : ReportFormat::notRecorded(),
             recordedWord(statusName(run.status))});
        commands.append(
            ReportDocumentBuilder::tr("Run %1: %2").arg(index + 1).arg(run.commandLine));
        if (run.network)
            commands.append(ReportDocumentBuilder::tr("Run %1 transfer: %2")
                                .arg(index + 1)
                                .arg(transferField(*run.network).value));
        if (run.readsInFlight)
            commands.append(ReportDocumentBuilder::tr("Run %1 block reads in flight: %2")
                                .arg(index + 1)
                                .arg(readsInFlightText(*run.readsInFlight)));
        if (run.imageChecked)
            commands.append(ReportDocumentBuilder::tr("Run %1 checked the image first: %2")
                                .arg(index + 1)
                                .arg(imageCheckedText(*run.imageChecked)));
        if (!run.written.isEmpty())
            commands.append(ReportDocumentBuilder::tr("Run %1 wrote %2")
                                .arg(index + 1)
                                .arg(writtenText(run.written)));
    }
    QList<ReportBlock> blocks{table};
    for (const QString &command : std::as_const(commands))
        blocks.append(ParagraphBlock::plain(command));
    return blocks;
}

// "8.6 MB/s (67,108,864 bytes read or found unreadable in 7.786 s)"
QString rateText(qint64 bytes, double seconds)
{
    return ReportDocumentBuilder::tr("%1 (%2 bytes read or found unreadable in %3 s)")
        .arg(formatRate(double(bytes) / seconds, textLocale()))
        .arg(ReportFormat::count(bytes))
        .arg(textLocale().toString(seconds, 'f', 3));
}

ReportSection timelineSection(const AcquisitionReport &report)
{
    const AcquisitionResult &result = report.record.result;
    const RunHistory &history = report.record.history;
    // Every run is known when the record lists them all; a resume whose earlier runs could not
    // be read, and records from before runs were kept, know some runs only.
    const bool everyRun = history.isComplete();
    QString rate;
    if (everyRun && history.runningSeconds() > 0)
        rate = rateText(history.bytesProcessed(), history.runningSeconds());
    else if (result.resumed)
        rate = ReportDocumentBuilder::tr(
            "not given: the run was resumed, and the time of the earlier runs is not "
            "recorded");
    else if (result.seconds() > 0)
        rate = rateText(result.bytesFinished + result.bytesUnreadable, result.seconds());
    else
        rate = ReportFormat::notRecorded();
    QString resumed = ReportDocumentBuilder::tr("no");
    if (result.resumed)
        resumed = everyRun ? ReportDocumentBuilder::tr("yes: %n run(s) in all, listed below",
                                                       nullptr, int(history.runs.size()))
                           : ReportDocumentBuilder::tr("yes: continued from an earlier run's map");
    QList<ReportBlock> blocks{FieldsBlock{{
        {ReportDocumentBuilder::tr("Status"), recordedWord(statusName(result.status))},
        {ReportDocumentBuilder::tr("Start"),
         ReportFormat::utc(everyRun ? history.firstStart() : result.start)},
        {ReportDocumentBuilder::tr("End"), ReportFormat::utc(result.end)},
        {everyRun && history.runs.size() > 1 ? ReportDocumentBuilder::tr("Running time")
                                             : ReportDocumentBuilder::tr("Duration"),
         ReportFormat::duration(everyRun ? history.runningSeconds() : result.seconds())},
        {ReportDocumentBuilder::tr("Average rate"), rate},
        {ReportDocumentBuilder::tr("Resumed"), resumed},
    }}};
    if (everyRun && history.runs.size() > 1)
        blocks += runBlocks(history);
    TableBlock passes{{{ReportDocumentBuilder::tr("Pass")},
                       {ReportDocumentBuilder::tr("Start")},
                       {ReportDocumentBuilder::tr("End")},
                       {ReportDocumentBuilder::tr("Duration"), ColumnStyle::Number}},
                      {},
                      {},
                      TableFlow::Single};
    for (const PassTiming &pass : result.passes)
        passes.rows.append({recordedWord(pass.name), ReportFormat::utc(pass.start),
                            ReportFormat::utc(pass.end),
                            ReportFormat::duration(pass.start.msecsTo(pass.end) / 1000.0)});
    if (!passes.rows.isEmpty())
        blocks.append(passes);
    return {ReportDocumentBuilder::tr("Timeline"), blocks};
}

ReportSection errorSection(const RecordedError &error)
{
    return {
        ReportDocumentBuilder::tr("Error"),
        {FieldsBlock{{
            {ReportDocumentBuilder::tr("What happened"), error.message, Emphasis::Bad},
            {ReportDocumentBuilder::tr("Error code"), error.code},
            {ReportDocumentBuilder::tr("System error"),
             error.errnoText.isEmpty() ? ReportDocumentBuilder::tr("none") : error.errnoText},
            {ReportDocumentBuilder::tr("Where"), error.path},
            {ReportDocumentBuilder::tr("Byte offset"),
             error.offset >= 0 ? QString::number(error.offset) : ReportDocumentBuilder::tr("none")},
        }}}};
}

ReportSection signatureSection(const AcquisitionReport &report)
{
    return {ReportDocumentBuilder::tr("Signatures"),
            {ParagraphBlock::plain(
                 ReportDocumentBuilder::tr("The undersigned confirm that this report describes the "
                                           "acquisition they performed or witnessed.")),
             SignatureBlock{
                 {ReportDocumentBuilder::tr("Examiner"), ReportDocumentBuilder::tr("Witness")},
                 {report.record.caseDetails.examiner, QString()},
                 {ReportDocumentBuilder::tr("Name"), ReportDocumentBuilder::tr("Signature"),
                  ReportDocumentBuilder::tr("Date")}}}};
}

} // namespace

ReportDocument ReportDocumentBuilder::build(const AcquisitionReport &report,
                                            const ReportContext &context)
{
    return build(report, context, DocumentKind::Report);
}

ReportDocument ReportDocumentBuilder::buildLog(const AcquisitionRecord &record,
                                               const ReportContext &context)
{
    return build(AcquisitionReport{QString(), QString(), record}, context, DocumentKind::Log);
}

ReportDocument ReportDocumentBuilder::build(const AcquisitionReport &report,
                                            const ReportContext &context, DocumentKind kind)
{
    const VerificationVerdict verdict = report.verdict();
    ReportDocument document;
    document.title
        = kind == DocumentKind::Report ? tr("Acquisition report") : tr("Custody acquisition log");
    document.runningHeader
        = (kind == DocumentKind::Report ? tr("Custody acquisition report · case %1 · evidence %2")
                                        : tr("Custody acquisition log · case %1 · evidence %2"))
              .arg(orNone(report.record.caseDetails.caseNumber),
                   orNone(report.record.caseDetails.evidenceNumber));
    document.runningDate = tr("created %1").arg(ReportFormat::utc(context.created));
    document.pageLabel = tr("Page %1 of %2");
    document.initialsLabel = tr("Examiner's initials:");
    if (report.recordPath.endsWith(QLatin1String(".json")))
        document.pdfPath = report.recordPath.chopped(5) + QStringLiteral(".pdf");
    QList<ReportSection> appendices;
    document.sections = {
        makingSection(report, context, kind),
        summarySection(report),
        Internal::caseSection(report.record.caseDetails),
        sourceSection(report),
        settingsSection(report),
        timelineSection(report),
        Internal::coverageSection(report, appendices),
        Internal::hashSection(report, verdict, appendices),
        Internal::outputSection(report),
    };
    // Signed on paper; the log is a file beside the image.
    if (kind == DocumentKind::Report)
        document.sections.append(signatureSection(report));
    // Right after the coverage (the seventh section above): what the sectors read hold.
    if (const std::optional<ReportSection> content = ContentText::section(report.record))
        document.sections.insert(7, *content);
    int afterSource = 4;
    if (const std::optional<ReportSection> layout = LayoutText::section(report.record.source))
        document.sections.insert(afterSource++, *layout);
    if (report.record.clone) // beside the source: where it went
        document.sections.insert(afterSource, CloneText::section(report.record));

    if (report.record.result.error)
        document.sections.insert(2, errorSection(*report.record.result.error));
    for (qsizetype index = 0; index < appendices.size(); ++index) {
        appendices[index].kind = SectionKind::Appendix;
        document.sections.append(appendices[index]);
    }
    return document;
}

} // namespace Custody
