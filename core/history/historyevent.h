// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace Custody {

struct AcquisitionRecord;
struct VerificationReport;

// One thing Custody did to evidence, as the case history keeps it: an index entry pointing to
// the files that are the evidence (the record, the log, the report), with what a search needs
// (case, drive, digests) and what a quality manager asks (who, when, on which host, with which
// version, with which outcome).
struct HistoryEvent
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HistoryEvent)

public:
    enum class Kind { Acquisition, Resume, Verification, Conversion, Report, Wipe };

    Kind kind = Kind::Acquisition;
    QDateTime time; // when the work ended (UTC)
    QString examiner;
    QString caseNumber;
    QString evidenceNumber;
    QString source; // device path, image path or network URI
    QString sourceModel;
    QString sourceSerial;
    std::optional<qint64> sourceBytes;
    QStringList imageFiles;
    QList<std::pair<QString, QString>> digests; // display name ("SHA-256"), lower-case hex
    QString verdict; // "match", "mismatch", "not verified", "cancelled", … (verdictTitle())
    std::optional<qint64> unreadableBytes;
    QString recordPath;
    QString recordSha256;
    QString reportPath; // the log of an acquisition, the report written or printed
    QString reportSha256;
    QString signerSubject; // when the files were signed
    QString signerSha256;  // of the signer's certificate (DER)
    // In English whatever the GUI's language, like the acquisition log: a lab's history is
    // shared. E.g. "imported from FOLDER", "printed on PRINTER".
    QString note;
    QString commandLine;
    QString custodyVersion;
    QString host;
    // The event's own id (a UUID, given by CaseHistory::append() when empty): an event delivered
    // twice, from a station's spool or an import, is recorded once.
    QString eventId;

    // An acquisition (or its resume, when it had earlier runs), from the record it wrote.
    static HistoryEvent fromAcquisition(const AcquisitionRecord &record, const QString &recordPath,
                                        const QString &recordSha256);
    // The case fields and source of a verification against a Custody record come from it.
    static HistoryEvent fromVerification(const VerificationReport &report,
                                         const AcquisitionRecord *record);
    // `verdict`: "match" when the image read as the record says (the E01 is kept), else why not.
    static HistoryEvent fromConversion(const AcquisitionRecord &record, const QString &recordPath,
                                       const QStringList &outputFiles,
                                       const QList<std::pair<QString, QString>> &digests,
                                       const QString &verdict);
    // A report saved (path, SHA-256 of the file) or printed (`note` says where) from a record.
    static HistoryEvent fromReport(const AcquisitionRecord &record, const QString &recordPath,
                                   const QString &recordSha256);

    static QString kindName(Kind kind); // the stored name: "acquisition", "resume", …
    static std::optional<Kind> kindFromName(const QString &name);
    QString kindTitle() const;                           // translated
    static QString verdictTitle(const QString &verdict); // "MATCH", translated

    // The stored columns (names as in the database); absent fields are left out.
    QVariantMap toColumns() const;
    static HistoryEvent fromColumns(const QVariantMap &columns);
};

} // namespace Custody
