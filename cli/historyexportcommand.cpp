// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// `history export` and `history check CASE.json`: a case's events as one file, signed when the
// examiner asks, and its check (the chain the file holds, and its signature when it has one).

#include "cli/acquirecommand.h"
#include "cli/historycommand.h"
#include "cli/historyoption.h"
#include "cli/signingoptions.h"
#include "device/writegate.h"
#include "history/historyexport.h"
#include "history/postgreslocation.h"
#include "util/durablefile.h"
#include "util/inputlimits.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Custody::Cli {

namespace {

// A signed export is at most as large as a history's rows by their hashes: this bounds the read.
constexpr qint64 MaximumExportBytes = qint64(1) << 30;

} // namespace

Result<void> HistoryCommand::checkExportOutput(const QString &output, const QString &history)
{
    // Never over anything: not an earlier export (whose signature would then speak of other
    // bytes), and not over what the write gate protects (the history itself, evidence).
    for (const QString &path : {output, signaturePathOf(output)}) {
        if (pathExists(path))
            return Error::fromErrno(Error::Code::OutputExists, EEXIST, path, -1,
                                    tr("%1 exists: give another file for --output").arg(path));
    }
    WriteGate gate;
    if (!PostgresLocation::isPostgresUrl(history))
        gate.protectFile(history, tr("the case history %1").arg(history));
    if (const Result<void> safe = gate.check(output, PathChange::Create); !safe)
        return safe.error();
    // The signature's name is that of a signature of the new file, which nothing else can have
    // signed (the gate would take it for a signature of an acquisition named like the export);
    // it is free, and neither a link nor on the source.
    return gate.checkNotOnSource(signaturePathOf(output));
}

int HistoryCommand::exportCase(const QCommandLineParser &parser)
{
    const QString caseNumber = parser.value(u"case"_s);
    if (caseNumber.isEmpty())
        return fail(tr("export takes the case to export: --case NUMBER"), ExitInvalid);
    const Result<SigningRequest> signing = parseSigningOptions(parser);
    if (!signing)
        return fail(signing.error().userMessage(), ExitInvalid);
    const QString output
        = parser.isSet(u"output"_s) ? absolutePath(parser.value(u"output"_s)) : QString();
    if (parser.isSet(u"output"_s) && parser.value(u"output"_s).isEmpty())
        return fail(tr("--output needs a file name"), ExitInvalid);
    if (signing->wanted() && output.isEmpty())
        return fail(tr("a signature is of a file: give --output FILE to sign the export"),
                    ExitInvalid);
    const QString path = historyPath(parser);
    if (!output.isEmpty()) {
        if (const Result<void> usable = checkExportOutput(output, path); !usable)
            return fail(usable.error().userMessage(), ExitInvalid);
    }
    // The identity is loaded (its key checked against its certificate) before anything is read.
    const Result<std::optional<SigningIdentity>> signer = loadSigningIdentity(*signing);
    if (!signer)
        return fail(signer.error().userMessage(), ExitInvalid);

    const Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
    if (!history)
        return fail(history.error().userMessage(), ExitInvalid);
    const Result<QJsonObject> exported = HistoryExport::exportCase(**history, caseNumber);
    if (!exported)
        return fail(exported.error().userMessage(), ExitFailed);
    const QByteArray bytes = QJsonDocument(*exported).toJson(QJsonDocument::Indented);
    if (output.isEmpty()) {
        m_out << bytes << Qt::flush;
    } else if (const Result<void> saved = createNewFile(output, bytes, Error::Code::OutputNotSaved);
               !saved) {
        return fail(saved.error().userMessage(), ExitFailed);
    }
    m_err << oneShownLine(tr("%1: %2 event(s) of case %3 exported; the history's last row's hash "
                             "%4")
                              .arg(shownHistory(path))
                              .arg(exported->value(u"case_rows"_s).toInteger())
                              .arg(caseNumber, exported->value(u"head_hash"_s).toString()))
          << Qt::endl;
    if (!output.isEmpty())
        m_out << oneShownLine(tr("written: %1").arg(output)) << Qt::endl;
    if (*signer && !signFiles(**signer, {output}, m_out, m_err)) {
        m_err << "custody-cli history: "
              << oneShownLine(tr("%1 is written but not signed; remove it before exporting "
                                 "again")
                                  .arg(output))
              << Qt::endl;
        return ExitFailed;
    }
    return ExitSuccess;
}

int HistoryCommand::checkExport(const QString &file, const QString &trustedCa)
{
    if (!trustedCa.isEmpty()) {
        if (const Result<void> usable = checkTrustedCaFile(trustedCa); !usable)
            return fail(tr("--trust-ca: %1").arg(usable.error().userMessage()), ExitInvalid);
    }
    const Result<QByteArray> bytes = readWholeFile(file, MaximumExportBytes);
    if (!bytes)
        return fail(bytes.error().userMessage(), ExitInvalid);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &error);
    if (!document.isObject())
        return fail(tr("%1: not JSON: %2").arg(file, error.errorString()), ExitInvalid);
    const HistoryExport::Check check = HistoryExport::check(document.object());
    if (!check.intact()) {
        m_out << oneShownLine(tr("%1: does not hold: %2").arg(file, check.problem)) << Qt::endl;
        return ExitFailed;
    }
    for (const auto &[id, hash] : check.caseRowHashes)
        m_out << oneShownLine(tr("row %1: %2").arg(id).arg(hash)) << '\n';
    m_out << oneShownLine(tr("%1: %2 event(s) of the case, in a chain of %3 rows that holds; last "
                             "row's hash %4")
                              .arg(file)
                              .arg(check.caseRows)
                              .arg(check.allRows)
                              .arg(check.headHash))
          << Qt::endl;
    // The chain in the file holds by itself; whose history it is, only a signature or the
    // history's own last hash can say.
    if (!pathExists(signaturePathOf(file))) {
        if (!trustedCa.isEmpty())
            return fail(tr("%1 is not signed (no %2): --trust-ca has nothing to check")
                            .arg(file, signaturePathOf(file)),
                        ExitFailed);
        m_out << oneShownLine(tr("not signed: that these are the history's rows rests on "
                                 "comparing the last row's hash with the history's"))
              << Qt::endl;
        return ExitSuccess;
    }
    const Result<SignatureCheck> signature = checkDetachedSignature(file, trustedCa);
    if (!signature)
        return fail(signature.error().userMessage(), ExitInvalid);
    const SignedFileCheck signedCheck = signedFileCheck(file, *signature, trustedCa);
    m_out << oneShownLine(signatureText(signedCheck)) << Qt::endl;
    return signedCheck.failed() ? ExitFailed : ExitSuccess;
}

} // namespace Custody::Cli
