#pragma once

#include "engine/imagingjob.h"
#include "engine/imagingsettings.h"
#include "util/throughputhistory.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Custody {

struct CaseDetails
{
    QString caseNumber;
    QString evidenceNumber;
    QString examiner;
    QString description;
    QString notes;
};

struct SourceIdentity
{
    QString path;
    QString kind; // "block device", "file", "simulated"
    qint64 sizeBytes = 0;
    int logicalSectorBytes = 512;
    int physicalSectorBytes = 512;
};

// The image read back after the acquisition and hashed again.
struct ImageVerification
{
    QDateTime time;
    QList<HashResult> hashes; // empty when the re-read failed
    std::optional<Error> error;

    // A match only when every algorithm was recomputed and agrees with the acquisition.
    bool matches(const QList<HashResult> &acquired) const;
};

struct OutputFile
{
    QString path;
    qint64 sizeBytes = 0;
    QString role; // "image", "map", "sidecar", "log", "record"
};

// Everything known about one acquisition: the source of the JSON record, the text log and
// (later) the printed report. A value type built by the front end once the job has ended.
struct AcquisitionRecord
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquisitionRecord)

public:
    QString commandLine;
    QString hostName;
    QString operatingSystem;
    QString kernel;
    CaseDetails caseDetails;
    SourceIdentity source;
    ImagingSettings settings;
    ImagingOutcome outcome;
    QList<OutputFile> outputs;
    QList<ThroughputSample> throughput; // progress over time, for the throughput graph
    std::optional<ImageVerification> verification;

    // Fills tool, host and OS fields from the running system.
    void describeHost();

    QJsonObject toJson() const;
    // The human-readable acquisition log (untranslated field names, so logs from examiners
    // in different locales can be compared line by line).
    QString toText() const;
};

QString statusName(ImagingOutcome::Status status);

} // namespace Custody
