// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "recordfixtures.h"
#include "testprocess.h"

#include "drawing/sectormappicture.h"
#include "render/reportpdfwriter.h"
#include "report/reportdocumentbuilder.h"

#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QPageRanges>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;

namespace {

// pdftotext, pdfinfo, pdffonts, pdftoppm: Debian's poppler-utils (scripts/bootstrap.sh).
QString poppler(const QString &tool)
{
    return QStandardPaths::findExecutable(tool);
}

QString pdfText(const QString &pdf, const QStringList &options = {})
{
    // -raw keeps the order in which the writer drew the text: a digest wrapped over two lines
    // comes out as its two halves, one after the other.
    const ProcessResult run
        = runProcess(poppler(QStringLiteral("pdftotext")),
                     options + QStringList{QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    return run.exitCode == 0 ? QString::fromUtf8(run.standardOutput) : QString();
}

QString withoutSpace(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\s")));
}

QString pdfInfo(const QString &pdf, const QString &field)
{
    const ProcessResult run = runProcess(poppler(QStringLiteral("pdfinfo")), {pdf});
    for (const QByteArray &line : run.standardOutput.split('\n')) {
        if (line.startsWith(field.toLatin1() + ':'))
            return QString::fromUtf8(line.mid(field.size() + 1)).trimmed();
    }
    return {};
}

Result<int> writePdf(const QByteArray &json, const QString &path, PaperSize paper)
{
    const Result<AcquisitionReport> report = parseRecord(json);
    if (!report)
        return report.error();
    return ReportPdfWriter::write(ReportDocumentBuilder::build(*report, fixedContext()), path,
                                  paper);
}

QStringList digestsOf(const QString &fixture)
{
    const QJsonObject record = recordObject(fixture);
    QStringList digests;
    for (const QJsonValue &hash : record[u"hashes"].toArray())
        digests.append(hash[u"digest"].toString());
    for (const QJsonValue &hash : record[u"verification"][u"image"].toArray())
        digests.append(hash[u"digest"].toString());
    return digests;
}

} // namespace

Q_DECLARE_METATYPE(Custody::PaperSize)

class TestReportPdfWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void hasTheFiguresAsText_data();
    void hasTheFiguresAsText();
    void embedsItsFonts();
    void rendersEveryPage();
    void keepsTenThousandBadRangesReadable();
    void sectorMapShowsABadCell();
    void paintsOnlyThePagesAsked();
    void neverLeavesTheSignaturesAlone();
    void writesChineseAsText();

private:
    QTemporaryDir m_dir;
};

void TestReportPdfWriter::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *tool : {"pdftotext", "pdfinfo", "pdffonts", "pdftoppm"})
        QVERIFY2(!poppler(QLatin1String(tool)).isEmpty(),
                 "poppler-utils is not installed: run scripts/bootstrap.sh");
}

void TestReportPdfWriter::hasTheFiguresAsText_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<PaperSize>("paper");
    QTest::addColumn<QString>("pageSize"); // as pdfinfo prints it
    QTest::addColumn<QStringList>("phrases");
    // Qt writes page sizes in whole points: A4 (595.276 × 841.89) as 595 × 842.
    const QString a4 = QStringLiteral("595 x 842 pts (A4)");
    const QString letter = QStringLiteral("612 x 792 pts (letter)");
    QTest::newRow("clean, A4") << "clean" << PaperSize::A4 << a4
                               << strings({"Verification: MATCH.", "Bad-sector ranges 0",
                                           "All 67,108,864 bytes of the source were read."});
    QTest::newRow("clean, Letter")
        << "clean" << PaperSize::Letter << letter << strings({"Verification: MATCH."});
    QTest::newRow("bad sectors, A4")
        << "badsectors" << PaperSize::A4 << a4
        << strings({"Verification: NOT VERIFIED.", "Bad-sector ranges 5",
                    "72,192 bytes in 141 bad sector(s), filled with 0x00 in the image",
                    "Model SanDisk Cruzer Blade", "SMART at end not recorded"});
    QTest::newRow("bad sectors, Letter")
        << "badsectors" << PaperSize::Letter << letter
        << strings({"72,192 bytes in 141 bad sector(s), filled with 0x00 in the image"});
    QTest::newRow("interrupted, A4")
        << "interrupted" << PaperSize::A4 << a4
        << strings({"Acquisition STOPPED.", "Verification: NOT VERIFIED.",
                    "57,475,072 bytes: NOT read, the acquisition stopped first"});
    QTest::newRow("mismatch, A4") << "mismatch" << PaperSize::A4 << a4
                                  << strings({"Verification: MISMATCH.",
                                              "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c "
                                              "MISMATCH"});
}

void TestReportPdfWriter::hasTheFiguresAsText()
{
    QFETCH(QString, fixture);
    QFETCH(PaperSize, paper);
    QFETCH(QString, pageSize);
    QFETCH(QStringList, phrases);
    const QString pdf
        = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".pdf"));
    const Result<int> pages = writePdf(recordBytes(fixture), pdf, paper);
    QVERIFY2(pages, qPrintable(pages ? QString() : pages.error().detail));
    QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), QString::number(*pages));
    QCOMPARE(pdfInfo(pdf, QStringLiteral("Page size")), pageSize);

    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(QStringLiteral("Case number 2026-0117")), qPrintable(text));
    for (const QString &phrase : phrases)
        QVERIFY2(text.contains(phrase), qPrintable(QStringLiteral("missing: ") + phrase));
    // Every digest of the record, a SHA-512 wrapped over two lines included.
    const QString compact = withoutSpace(text);
    const QStringList digests = digestsOf(fixture);
    for (const QString &digest : digests)
        QVERIFY2(compact.contains(digest), qPrintable(QStringLiteral("missing: ") + digest));
    for (int page = 1; page <= *pages; ++page)
        QVERIFY(text.contains(QStringLiteral("Page %1 of %2").arg(page).arg(*pages)));
}

void TestReportPdfWriter::embedsItsFonts()
{
    const QString pdf = m_dir.filePath(QStringLiteral("fonts.pdf"));
    QVERIFY(writePdf(recordBytes(QStringLiteral("clean")), pdf, PaperSize::A4));
    const ProcessResult fonts = runProcess(poppler(QStringLiteral("pdffonts")), {pdf});
    QCOMPARE(fonts.exitCode, 0);
    const QList<QByteArray> lines = fonts.standardOutput.trimmed().split('\n').mid(2);
    QVERIFY2(lines.size() >= 2, fonts.describe()); // text and digests
    for (const QByteArray &line : lines) {
        // name type encoding emb sub uni object ID: "emb" is the third column from the end.
        const QList<QByteArray> columns = line.simplified().split(' ');
        QVERIFY2(columns.size() >= 7 && columns[columns.size() - 5] == "yes", line);
    }
}

// A document of `lines` one-line paragraphs, then the signature section as the reports end.
ReportDocument documentEndingInSignatures(int lines)
{
    ReportDocument document;
    document.title = QStringLiteral("Acquisition report");
    document.pageLabel = QStringLiteral("Page %1 of %2");
    ReportSection content{QStringLiteral("Output files"), {}};
    for (int line = 1; line <= lines; ++line)
        content.blocks.append(ParagraphBlock::plain(QStringLiteral("Content line %1.").arg(line)));
    document.sections
        = {content,
           {QStringLiteral("Signatures"),
            {ParagraphBlock::plain(QStringLiteral("The undersigned confirm this report.")),
             SignatureBlock{
                 {QStringLiteral("Examiner"), QStringLiteral("Witness")},
                 {QStringLiteral("A. Examiner"), QString()},
                 {QStringLiteral("Name"), QStringLiteral("Signature"), QStringLiteral("Date")}}}}};
    return document;
}

// Whatever the length of what comes before, the last page holds some of it with the signature
// lines: never a page with the signatures alone.
void TestReportPdfWriter::neverLeavesTheSignaturesAlone()
{
    int twoPages = 0;
    // From one page to past two: every point where the signatures would fall onto a new page.
    for (int lines = 20; lines <= 100; ++lines) {
        const QString pdf = m_dir.filePath(QStringLiteral("signatures-%1.pdf").arg(lines));
        const Result<int> pages
            = ReportPdfWriter::write(documentEndingInSignatures(lines), pdf, PaperSize::A4);
        QVERIFY(pages);
        if (*pages < 2)
            continue;
        ++twoPages;
        const QString last = QString::number(*pages);
        const QString text = pdfText(pdf, {QStringLiteral("-f"), last, QStringLiteral("-l"), last});
        QVERIFY2(text.contains(QStringLiteral("Signature")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Content line %1.").arg(lines)), qPrintable(text));
    }
    QVERIFY(twoPages > 20); // the range does reach past the first page
}

// A report in Chinese (the zh_CN translation): DejaVu has no CJK glyphs, so Qt takes them from
// a font that has them (fonts-wqy-microhei, scripts/bootstrap.sh and the package's Depends),
// embeds it, and the text reads back as written: never empty boxes.
void TestReportPdfWriter::writesChineseAsText()
{
    ReportDocument document;
    document.title = QStringLiteral("采集报告");
    document.pageLabel = QStringLiteral("第 %1 页，共 %2 页");
    document.sections
        = {{QStringLiteral("摘要"),
            {ParagraphBlock::plain(QStringLiteral("源的全部 67,108,864 字节均已读取。")),
             ParagraphBlock::plain(QStringLiteral("验证结论：一致"))}}};
    const QString pdf = m_dir.filePath(QStringLiteral("chinese.pdf"));
    QVERIFY(ReportPdfWriter::write(document, pdf, PaperSize::A4));
    const QString text = pdfText(pdf);
    for (const QString &phrase :
         {QStringLiteral("采集报告"), QStringLiteral("源的全部 67,108,864 字节均已读取。"),
          QStringLiteral("验证结论：一致"), QStringLiteral("第 1 页，共 1 页")})
        QVERIFY2(text.contains(phrase), qPrintable(QStringLiteral("missing: ") + phrase));
    const ProcessResult fonts = runProcess(poppler(QStringLiteral("pdffonts")), {pdf});
    QVERIFY2(fonts.standardOutput.contains("WenQuanYi") || fonts.standardOutput.contains("CJK"),
             fonts.describe());
}

void TestReportPdfWriter::rendersEveryPage()
{
    const QString pdf = m_dir.filePath(QStringLiteral("render.pdf"));
    const Result<int> pages = writePdf(recordBytes(QStringLiteral("mismatch")), pdf, PaperSize::A4);
    QVERIFY(pages);
    const QString prefix = m_dir.filePath(QStringLiteral("render"));
    const ProcessResult render = runProcess(
        poppler(QStringLiteral("pdftoppm")),
        {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-png"), pdf, prefix});
    QVERIFY2(render.exitCode == 0 && render.standardError.isEmpty(), render.describe());
    const QStringList images
        = QDir(m_dir.path()).entryList({QStringLiteral("render-*.png")}, QDir::Files);
    QCOMPARE(images.size(), *pages);
    for (const QString &image : images)
        QVERIFY(QFileInfo(m_dir.filePath(image)).size() > 1000);
}

// Summary in the body, full list in an appendix set in several columns, a few seconds at most
// (the time is printed, not asserted: timing belongs in bench/).
void TestReportPdfWriter::keepsTenThousandBadRangesReadable()
{
    const QString pdf = m_dir.filePath(QStringLiteral("many.pdf"));
    const QByteArray json = recordWithManyBadRanges(10000);
    QElapsedTimer timer;
    timer.start();
    const Result<int> pages = writePdf(json, pdf, PaperSize::A4);
    qInfo("PDF report with 10,000 bad ranges: %d pages in %lld ms", pages ? *pages : -1,
          timer.elapsed());
    QVERIFY(pages);
    // About 200 ranges a page: three columns. One column would take 140 pages.
    QVERIFY2(*pages < 70, qPrintable(QString::number(*pages)));
    QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), QString::number(*pages));

    const QString body = pdfText(pdf, {QStringLiteral("-l"), QStringLiteral("3")});
    QVERIFY(body.contains(QStringLiteral("Bad-sector ranges 10000")));
    QVERIFY(body.contains(QStringLiteral("The first 20 of 10000 ranges are shown; Appendix A "
                                         "lists all 10000.")));
    QVERIFY(!body.contains(QStringLiteral("Appendix A: bad-sector ranges")));
    const QString last = pdfText(pdf, {QStringLiteral("-f"), QString::number(*pages)});
    QVERIFY2(last.contains(QStringLiteral("10000 129992 129992 1")), qPrintable(last));
    QVERIFY(pdfText(pdf, {QStringLiteral("-f"), QStringLiteral("4"), QStringLiteral("-l"),
                          QStringLiteral("5")})
                .contains(QStringLiteral("Appendix A: bad-sector ranges")));
}

void TestReportPdfWriter::sectorMapShowsABadCell()
{
    // One bad sector, in the cell of row 2, column 10.
    const qint64 badSector = (2 * 64 + 10) * 8; // 8192 sectors in ≤ 1536 cells: 8 a cell
    const SectorMapGrid grid = SectorMapGrid::build(
        8192 * 512, 512, {{{badSector * 512, 512}, SectorState::BadSector}}, 64 * 24);
    QCOMPARE(grid.cellSectors(), 8);
    const qsizetype cell = badSector / 8;
    const SectorMapPicture picture(grid, {}, QFont());
    const QImage image = picture.toImage(640); // cells of 10 × 10 pixels
    const QPoint centre(int(cell % 64) * 10 + 5, int(cell / 64) * 10 + 5);
    QCOMPARE(image.pixelColor(centre), SectorMapPicture::colour(SectorState::BadSector));
    QCOMPARE(image.pixelColor(centre + QPoint(10, 0)),
             SectorMapPicture::colour(SectorState::Finished));
}

// A print dialog's "pages 2-3": those pages as the whole report has them, numbers included.
void TestReportPdfWriter::paintsOnlyThePagesAsked()
{
    const Result<AcquisitionReport> report = parseRecord(recordWithManyBadRanges(3000));
    QVERIFY(report);
    const ReportDocument document = ReportDocumentBuilder::build(*report, fixedContext());
    const QString pdf = m_dir.filePath(QStringLiteral("range.pdf"));
    int total = 0;
    {
        QPdfWriter writer(pdf);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(16, 12, 16, 12), QPageLayout::Millimeter);
        QPageRanges ranges;
        ranges.addRange(2, 3);
        writer.setPageRanges(ranges);
        QPainter painter;
        const Result<int> pages = ReportPdfWriter::paint(document, writer, painter);
        QVERIFY(pages);
        total = *pages;
        painter.end();
    }
    QVERIFY(total > 3);
    QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), QStringLiteral("2"));
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(QStringLiteral("Page 2 of %1").arg(total)), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Page 3 of %1").arg(total)));
    QVERIFY(!text.contains(QStringLiteral("Page 1 of")));
    QVERIFY(!text.contains(QStringLiteral("Page 4 of")));
}

int main(int argc, char *argv[])
{
    // Headless like custody-cli report: the PDF writer needs fonts, not a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication application(argc, argv);
    TestReportPdfWriter test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_reportpdfwriter.moc"
