#include "cli/reportcommand.h"

#include "cli/acquirecommand.h"
#include "report/acquisitionreport.h"
#include "report/reportdocumentbuilder.h"
#include "report/reportjsonwriter.h"
#include "report/reporttextwriter.h"

#include <cerrno>

#include <unistd.h>

#include <QCommandLineParser>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

namespace Custody::Cli {

namespace {

using namespace Qt::StringLiterals;

QList<QCommandLineOption> reportOptions()
{
    return {
        {u"pdf"_s, ReportCommand::tr("Write the PDF report to FILE."), u"file"_s},
        {u"text"_s, ReportCommand::tr("Write the plain-text report to FILE."), u"file"_s},
        {u"json"_s, ReportCommand::tr("Write the report as JSON to FILE."), u"file"_s},
        {u"paper"_s,
         ReportCommand::tr("Paper size of the PDF: a4 or letter (default: letter where the "
                           "locale measures in inches, a4 elsewhere)."),
         u"size"_s},
        {u"force"_s, ReportCommand::tr("Overwrite existing report files.")},
    };
}

// The path with symbolic links resolved, also for a file that does not exist yet (through its
// folder), so that two names of one file compare equal.
QString absolute(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists())
        return info.canonicalFilePath();
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? info.absoluteFilePath() : folder + QLatin1Char('/') + info.fileName();
}

Result<void> saveFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error::fromErrno(Error::Code::OutputOpenFailed, errno, path, -1, file.errorString());
    return {};
}

// The SHA-256 of the file as it now is on disk, not of the bytes meant for it.
Result<QString> sha256OfFile(const QString &path)
{
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file))
        return Error::fromErrno(Error::Code::ImageReadFailed, errno, path, -1, file.errorString());
    return QString::fromLatin1(hash.result().toHex());
}

Result<void> appendToLog(const QString &logPath, const QString &line)
{
    QFile log(logPath);
    const QByteArray bytes = line.toUtf8();
    if (!log.open(QIODevice::WriteOnly | QIODevice::Append) || log.write(bytes) != bytes.size()
        || !log.flush() || ::fsync(log.handle()) != 0)
        return Error::fromErrno(Error::Code::WriteFailed, errno, logPath, -1, log.errorString());
    return {};
}

ReportContext reportContext()
{
    ReportContext context = ReportContext::current();
    // https://reproducible-builds.org/specs/source-date-epoch/
    bool valid = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&valid);
    if (valid)
        context.created = QDateTime::fromSecsSinceEpoch(epoch);
    return context;
}

} // namespace

QString ReportRequest::logPath() const
{
    return recordPath.chopped(5) + u".txt"_s;
}

ReportCommand::ReportCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString ReportCommand::usage()
{
    QCommandLineParser parser;
    parser.addOptions(reportOptions());
    return tr("Usage: custody-cli report OUTPUT_BASE.json [--pdf FILE] [--text FILE] [--json "
              "FILE]\n"
              "                          [--paper a4|letter] [--force]\n"
              "\n"
              "Writes the acquisition report from the record OUTPUT_BASE.json: case, source,\n"
              "settings, timeline, what was read and what was NOT, hashes and verification\n"
              "verdict, output files, signature lines. Without --pdf, --text or --json it\n"
              "writes OUTPUT_BASE.pdf. The SHA-256 of every report file is appended to the\n"
              "acquisition log OUTPUT_BASE.txt. SOURCE_DATE_EPOCH, when set, is the report's\n"
              "creation time.\n")
           + parser.helpText().section(QLatin1Char('\n'), 2);
}

Result<ReportRequest> ReportCommand::parseArguments(const QStringList &arguments)
{
    auto invalid = [](const QString &detail) {
        return Error::fromErrno(Error::Code::InvalidArgument, 0, QString(), -1, detail);
    };
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(reportOptions());
    if (!parser.parse(QStringList{u"report"_s} + arguments))
        return invalid(parser.errorText());
    if (parser.positionalArguments().size() != 1)
        return invalid(tr("give exactly one record, OUTPUT_BASE.json"));
    ReportRequest request;
    request.recordPath = parser.positionalArguments().first();
    if (!request.recordPath.endsWith(u".json"_s))
        return invalid(tr("the record must be the OUTPUT_BASE.json that acquire wrote"));
    request.pdfPath = parser.value(u"pdf"_s);
    request.textPath = parser.value(u"text"_s);
    request.jsonPath = parser.value(u"json"_s);
    if (!parser.isSet(u"pdf"_s) && !parser.isSet(u"text"_s) && !parser.isSet(u"json"_s))
        request.pdfPath = request.recordPath.chopped(5) + u".pdf"_s;
    const QString paper = parser.value(u"paper"_s).toLower();
    if (paper == QLatin1String("letter")
        || (paper.isEmpty() && QLocale::system().measurementSystem() == QLocale::ImperialUSSystem))
        request.paper = PaperSize::Letter;
    else if (!paper.isEmpty() && paper != QLatin1String("a4"))
        return invalid(tr("--paper must be a4 or letter, not '%1'").arg(paper));
    if (parser.isSet(u"force"_s))
        request.overwrite = OverwritePolicy::Overwrite;
    return request;
}

Result<void> ReportCommand::checkOutputs(const ReportRequest &request,
                                         const QStringList &recordFiles) const
{
    QStringList protectedFiles{absolute(request.recordPath), absolute(request.logPath())};
    for (const QString &file : recordFiles)
        protectedFiles.append(absolute(file));
    QStringList outputs;
    for (const QString &path : {request.pdfPath, request.textPath, request.jsonPath}) {
        if (path.isEmpty())
            continue;
        const QString target = absolute(path);
        if (protectedFiles.contains(target))
            return Error::fromErrno(Error::Code::OutputExists, 0, path, -1,
                                    tr("it is the record, the log or a file of the "
                                       "acquisition, which a report must never replace"));
        if (outputs.contains(target))
            return Error::fromErrno(Error::Code::InvalidArgument, 0, path, -1,
                                    tr("%1 is named for two reports").arg(path));
        if (request.overwrite == OverwritePolicy::Refuse && QFileInfo::exists(path))
            return Error::fromErrno(Error::Code::OutputExists, 0, path);
        outputs.append(target);
    }
    return {};
}

int ReportCommand::fail(const QString &message, int exitCode)
{
    m_err << "custody-cli report: " << message << Qt::endl;
    return exitCode;
}

int ReportCommand::run(const QStringList &arguments)
{
    if (arguments.contains(u"--help"_s) || arguments.contains(u"-h"_s)) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    const Result<ReportRequest> request = parseArguments(arguments);
    if (!request) {
        m_err << "custody-cli report: " << request.error().detail << '\n'
              << tr("Try 'custody-cli report --help'.") << Qt::endl;
        return ExitInvalid;
    }
    QFile recordFile(request->recordPath);
    if (!recordFile.open(QIODevice::ReadOnly))
        return fail(
            tr("cannot read the record %1: %2").arg(request->recordPath, recordFile.errorString()),
            ExitInvalid);
    const Result<AcquisitionReport> report = AcquisitionReport::fromRecord(
        recordFile.readAll(), QFileInfo(request->recordPath).absoluteFilePath());
    if (!report)
        return fail(
            tr("the record %1 is not valid: %2").arg(request->recordPath, report.error().detail),
            ExitFailed);
    if (!QFileInfo::exists(request->logPath()))
        return fail(tr("the acquisition log %1 is missing: the report's SHA-256 could not be "
                       "recorded in it")
                        .arg(request->logPath()),
                    ExitInvalid);
    QStringList recordFiles;
    for (const OutputFile &output : report->outputs)
        recordFiles.append(output.path);
    if (const Result<void> allowed = checkOutputs(*request, recordFiles); !allowed)
        return fail(allowed.error().userMessage(), ExitInvalid);

    const ReportContext context = reportContext();
    const ReportDocument document = ReportDocumentBuilder::build(*report, context);
    QStringList written;
    if (!request->textPath.isEmpty()) {
        if (const Result<void> saved
            = saveFile(request->textPath, ReportTextWriter::write(document).toUtf8());
            !saved)
            return fail(saved.error().userMessage(), ExitFailed);
        written.append(request->textPath);
    }
    if (!request->jsonPath.isEmpty()) {
        if (const Result<void> saved
            = saveFile(request->jsonPath, ReportJsonWriter::write(*report, context));
            !saved)
            return fail(saved.error().userMessage(), ExitFailed);
        written.append(request->jsonPath);
    }
    if (!request->pdfPath.isEmpty()) {
        const Result<int> pages
            = ReportPdfWriter::write(document, request->pdfPath, request->paper);
        if (!pages)
            return fail(pages.error().userMessage(), ExitFailed);
        m_out << tr("%1: %2 pages").arg(request->pdfPath).arg(*pages) << '\n';
        written.append(request->pdfPath);
    }
    // The acquisition log is untranslated, like the rest of it.
    const QString created = context.created.toUTC().toString(Qt::ISODate);
    for (const QString &path : written) {
        const Result<QString> sha256 = sha256OfFile(path);
        if (!sha256)
            return fail(tr("cannot read back the report %1 to hash it: %2")
                            .arg(path, sha256.error().detail),
                        ExitFailed);
        const QString line = u"Report %1 SHA-256 %2  %3\n"_s.arg(
            created, *sha256, QFileInfo(path).absoluteFilePath());
        if (const Result<void> logged = appendToLog(request->logPath(), line); !logged)
            return fail(tr("the report %1 is written, but its SHA-256 could not be appended to "
                           "the acquisition log %2: %3")
                            .arg(path, request->logPath(), logged.error().detail),
                        ExitFailed);
        m_out << tr("%1  SHA-256 %2").arg(path, *sha256) << '\n';
    }
    m_out << tr("SHA-256 recorded in %1").arg(request->logPath()) << Qt::endl;
    return ExitSuccess;
}

} // namespace Custody::Cli
