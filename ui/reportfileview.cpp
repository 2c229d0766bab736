// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportfileview.h"

#include "reportactions.h"
#include "util/durablefile.h"

#include <QBuffer>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QPdfDocument>
#include <QPdfView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Custody {

Result<QByteArray> ReportFileView::read(const QString &path)
{
    return readWholeFile(path, MaximumBytes);
}

namespace {

QString whyNotShown(QPdfDocument::Error error)
{
    switch (error) {
    case QPdfDocument::Error::IncorrectPassword:
    case QPdfDocument::Error::UnsupportedSecurityScheme:
        return ReportFileView::tr("it is encrypted");
    case QPdfDocument::Error::InvalidFileFormat: return ReportFileView::tr("it is not a valid PDF");
    default: return ReportFileView::tr("Qt PDF cannot read it");
    }
}

} // namespace

ReportFileView::ReportFileView(const QString &path, const QByteArray &content, QWidget *parent)
    : QDialog(parent)
    , m_path(path)
{
    setWindowTitle(tr("Report %1").arg(QFileInfo(path).fileName()));
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel(path, this);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    if (content.startsWith("%PDF-"))
        showPdf(content);
    else
        showText(content);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    QPushButton *elsewhere
        = buttons->addButton(tr("Open with &another application"), QDialogButtonBox::ActionRole);
    connect(elsewhere, &QPushButton::clicked, this,
            [this] { Q_EMIT openElsewhereRequested(m_path); });
    layout->addWidget(buttons);
    // As large as the report preview, and a page as wide as the window.
    setGeometry(ReportActions::previewGeometry(parent));
}

ReportFileView::~ReportFileView()
{
    // Qt PDF reads the buffer lazily while the view renders: the view goes first, then the
    // document, then the bytes it reads.
    if (m_pdfView)
        m_pdfView->setDocument(nullptr);
    delete m_pdfView;
    delete m_pdf;
    delete m_buffer;
}

int ReportFileView::pageCount() const
{
    return m_pdf && m_pdf->status() == QPdfDocument::Status::Ready ? m_pdf->pageCount() : 0;
}

void ReportFileView::showPdf(const QByteArray &content)
{
    m_buffer = new QBuffer(this);
    m_buffer->setData(content);
    m_buffer->open(QIODevice::ReadOnly);
    m_pdf = new QPdfDocument(this);
    m_pdfView = new QPdfView(this);
    m_pdfView->setPageMode(QPdfView::PageMode::MultiPage);
    m_pdfView->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_pdfView->setDocument(m_pdf);
    layout()->addWidget(m_pdfView);
    const auto said = [this](QPdfDocument::Status status) {
        if (status != QPdfDocument::Status::Error)
            return;
        m_problem = tr("%1 cannot be shown: %2. Open it with another application to see what "
                       "it holds.")
                        .arg(m_path, whyNotShown(m_pdf->error()));
        m_status->setText(m_problem);
    };
    connect(m_pdf, &QPdfDocument::statusChanged, this, said);
    m_pdf->load(m_buffer);
    said(m_pdf->status());
}

void ReportFileView::showText(const QByteArray &content)
{
    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // A log of a drive with many bad areas can be large; what an examiner scrolls through is its
    // start, and the rest is said to be there.
    constexpr qsizetype Shown = 8 * 1024 * 1024;
    QString text = QString::fromUtf8(content.left(Shown));
    if (content.size() > Shown)
        text += u'\n'
                + tr("(%1 more bytes of the file are not shown here: open it with another "
                     "application to read them.)")
                      .arg(content.size() - Shown);
    m_text->setPlainText(text);
    layout()->addWidget(m_text);
}

} // namespace Custody
