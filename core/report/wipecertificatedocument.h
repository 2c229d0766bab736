// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/wipecertificate.h"
#include "report/reportcontext.h"
#include "report/reportdocument.h"

#include <QCoreApplication>

namespace Custody {

// Turns a wipe certificate into the document the text and PDF writers lay out, as the
// acquisition report is (ReportDocumentBuilder): the verdict as a coloured callout with what it
// means, the certificate's making, the case, the drive (identity, size, sector sizes, SMART, and
// what it hides, which was not wiped), the wipe (pattern, method, read-back, times, sectors
// written and verified), every range of sectors that failed, the sector map, the throughput and
// signature lines. Pure: the same certificate and context give the same document. Built under a
// SourceLanguageScope, it is the certificate's English text (BASE.txt).
class WipeCertificateDocument
{
    Q_DECLARE_TR_FUNCTIONS(Custody::WipeCertificateDocument)

public:
    static ReportDocument build(const WipeCertificate &certificate, const ReportContext &context);
    // The verdict's title ("PASSED", translated) and its explanation, one sentence or two:
    // shared by the document, custody-cli and the GUI.
    static QString verdictTitle(WipeCertificate::Verdict verdict);
    static QString verdictExplanation(const WipeCertificate &certificate);
    // "an HPA of 1,024 sectors (512 KiB) from sector 976,771,056: not wiped", one line per
    // finding; "unknown: …" or "none" when nothing was found.
    static QStringList hiddenAreaLines(const std::optional<HiddenAreas> &areas);
};

} // namespace Custody
