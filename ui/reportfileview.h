// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QDialog>

class QBuffer;
class QLabel;
class QPdfDocument;
class QPdfView;
class QPlainTextEdit;

namespace Custody {

// A report file that was saved, shown as it is on disk (where no record is there to draw it
// again, as for a verification's PDF or an acquisition's log): a PDF through Qt PDF, fit to the
// width of a window as large as the report preview's; any other report (an acquisition log, a
// text report) as read-only text. The file's bytes are read beforehand off the GUI thread
// (read()), so that a share that does not answer never holds up the window.
class ReportFileView : public QDialog
{
    Q_OBJECT

public:
    // The most read of a report file: a report of a drive with many bad areas is some MiB.
    static constexpr qint64 MaximumBytes = 256 * 1024 * 1024;
    // The file's bytes, for the view (on a worker thread: the file may be on a share).
    static Result<QByteArray> read(const QString &path);

    ReportFileView(const QString &path, const QByteArray &content, QWidget *parent = nullptr);
    ~ReportFileView() override;

    bool isPdf() const { return m_pdf != nullptr; }
    // The PDF's pages once it is loaded (0 for text, or a PDF Qt PDF cannot read).
    int pageCount() const;
    // What went wrong showing it, empty when nothing did (a PDF Qt PDF cannot read).
    QString problem() const { return m_problem; }
    QPdfView *pdfView() const { return m_pdfView; }
    QPlainTextEdit *textView() const { return m_text; }

Q_SIGNALS:
    // The examiner asked to open the file with the desktop's application instead.
    void openElsewhereRequested(const QString &path);

private:
    void showPdf(const QByteArray &content);
    void showText(const QByteArray &content);

    QString m_path;
    QString m_problem;
    QBuffer *m_buffer = nullptr;
    QPdfDocument *m_pdf = nullptr;
    QPdfView *m_pdfView = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace Custody
