// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/reportdocument.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace Custody {

enum class PaperSize { A4, Letter };

// A4, or Letter where the system locale measures in US units.
PaperSize defaultPaperSize();

// The report as a PDF (QPdfWriter): A4 or Letter, fonts embedded, text selectable, "Page N of
// M" and a line for the examiner's initials on every page, the sector map and the throughput
// graph as vector pictures. Written through replaceFile(): the file appears complete or not at all.
// Needs a QGuiApplication (fonts); any platform plugin does, "offscreen" included. Runs on the
// calling thread; a document with 10,000 bad ranges takes a few seconds.
class ReportPdfWriter
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ReportPdfWriter)

public:
    // The number of pages written.
    static Result<int> write(const ReportDocument &document, const QString &path, PaperSize paper);
    // Lays the report out on any paged device whose page size and margins are set (a QPrinter
    // for printing, a QPdfWriter): begins the painter on it and leaves it active, so the caller
    // ends it. Paints only the device's page ranges when it has any (a print dialog's "pages
    // 2-3"), numbered as in the whole report. Returns the number of pages of the whole report.
    static Result<int> paint(const ReportDocument &document, QPagedPaintDevice &device,
                             QPainter &painter);
};

} // namespace Custody
