// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "device/hiddenareas.h"
#include "device/smartsnapshot.h"
#include "device/writegate.h"
#include "engine/filedigester.h"
#include "engine/imagingjob.h"
#include "io/sourcedevice.h"
#include "record/acquisitionrecord.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace Custody {

// The files an acquisition writes once its job has ended: the checksum sidecars, the text log and
// the JSON record, in that order, and the list of every output in the record.
//
// Guarantees: each file passes the acquisition's write gate (WriteGate::check, Create or
// Replace) immediately before it is written, so a file put at its name since prepare() (by
// another program, a symbolic link, a database) is never replaced: the refusal is the output
// error, naming it. Each is written whole with replaceFile(), so a failure leaves the file that
// was there. The record says an output error that happened before it was written; error() keeps
// the first of all. The signature of a file written anew goes, through the gate
// (droppedSignatures()). The log keeps the earlier runs' log below its own text.
//
// Thread: the acquisition's execute().
class AcquisitionOutputs
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquisitionOutputs)

public:
    // `gate` owns what the acquisition may replace at the end (the files there when it was
    // prepared, which the checks of prepare() accepted).
    AcquisitionOutputs(WriteGate gate, QString basePath, ImageFormat format);

    // Writes the files and lists them, with their sizes (and each E01 segment's MD5 from
    // `segments` when the outcome is complete), in record.outputs.
    void write(AcquisitionRecord &record, const ImagingOutcome &outcome, FileDigester *segments,
               const QByteArray &earlierLog);
    // Whether `path` may be written now (the check write() makes before each file).
    Result<void> checkWritable(const QString &path) const;

    const std::optional<Error> &error() const { return m_error; }
    const QStringList &droppedSignatures() const { return m_droppedSignatures; }

    // What is on disk of `planned` now, one translated line each ("disk.map: 1048576 of 2097152
    // bytes copied, 0 bytes unreadable, saved …", "disk.md5: not written"), the map at mapPath
    // with what it says was copied.
    static QStringList lookAt(const QStringList &planned, const QString &mapPath);

private:
    void keepFirst(const Error &error);
    // Writes one file through the gate and replaceFile(); then drops its stale signature.
    bool writeFile(const QString &path, const QByteArray &bytes);
    void dropStaleSignature(const QString &path);

    WriteGate m_gate;
    QString m_basePath;
    ImageFormat m_format;
    std::optional<Error> m_error;
    QStringList m_droppedSignatures;
};

// Whether the acquisition may write `path` now, asked of its gate: Replace for whatever is there
// (a link included), Create else. The gate replaces only what the acquisition owns, and never a
// link, a database or the source.
Result<void> checkOutputWritable(const WriteGate &gate, const QString &path);

// What prepare() found out about a block device source beyond the SourceDevice itself.
struct SourceDriveFacts
{
    std::optional<DeviceInfo> drive;
    std::optional<QStringList> mountedPartitions;
    std::optional<Error> error; // why the drive could not be described
    std::optional<SmartSnapshot> smartAtStart;
    std::optional<HiddenAreas> hiddenAreas; // what the drive hides from the host, asked at start
    std::optional<MediumLayout> layout;     // drives and image files: read at start
    std::optional<Error> layoutError;       // why the layout could not be read
};

// Fills the record's source (path, kind, sizes, the drive, its hidden areas, an NBD transport),
// the partitions mounted at the start, SMART at the start and the write-block as `writeBlock` says.
void describeSource(AcquisitionRecord &record, const SourceDevice &source,
                    const SourceDriveFacts &facts, const WriteBlockRecord &writeBlock);

} // namespace Custody
