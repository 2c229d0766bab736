#include "verify/hashlogreader.h"

#include "verify/checksumlistparser.h"
#include "verify/custodyrecordparser.h"
#include "verify/dc3ddlogparser.h"
#include "verify/dcflddlogparser.h"
#include "verify/ewflogparser.h"
#include "verify/ftkimagerlogparser.h"
#include "verify/guymagerinfoparser.h"
#include "verify/hashlogtext.h"

#include <cerrno>

#include <QFile>
#include <QFileInfo>

namespace Custody {

namespace {

struct Format
{
    bool (*recognizes)(const HashlogText &);
    Result<Hashlog> (*parse)(const HashlogText &);
};

// Most specific first: a checksum list is recognised by its lines alone.
const Format formats[] = {
    {looksLikeCustodyRecord, parseCustodyRecord},
    {looksLikeGuymagerInfo, parseGuymagerInfo},
    {looksLikeFtkImagerLog, parseFtkImagerLog},
    {looksLikeDc3ddLog, parseDc3ddLog},
    {looksLikeEwfLog, parseEwfLog},
    {looksLikeDcflddLog, parseDcflddLog},
    {looksLikeChecksumList, parseChecksumList},
};

const Format *detect(const HashlogText &text)
{
    for (const Format &format : formats) {
        if (format.recognizes(text))
            return &format;
    }
    return nullptr;
}

Error unknownFormat(const HashlogText &text)
{
    int first = 1;
    while (first <= text.lineCount() && text.line(first).trimmed().isEmpty())
        ++first;
    if (first > text.lineCount())
        return text.error(0, HashlogText::tr("the file is empty"));
    return text.error(first, HashlogText::tr("not a hashlog format Custody reads (coreutils or "
                                             "BSD checksum lists, dc3dd, dcfldd, Guymager, "
                                             "ewfacquire/ewfverify/ewfinfo, FTK Imager, "
                                             "Custody's JSON record)"));
}

} // namespace

Result<Hashlog> parseHashlog(const QByteArray &bytes, const QString &path)
{
    const Result<HashlogText> text = HashlogText::decode(bytes, path);
    if (!text)
        return text.error();
    const Format *format = detect(*text);
    if (!format)
        return unknownFormat(*text);
    return format->parse(*text);
}

Result<Hashlog> readHashlog(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path, -1, file.errorString());
    if (file.size() > MaximumHashlogBytes)
        return Error::fromErrno(Error::Code::ToolOutputInvalid, 0, path, -1,
                                HashlogText::tr("the file has %1 bytes, more than any hashlog "
                                                "(the limit is %2 bytes)")
                                    .arg(file.size())
                                    .arg(MaximumHashlogBytes));
    QByteArray start = file.read(HashlogDetectionBytes);
    if (!file.atEnd()) {
        // The last line of the excerpt may be cut: leave it out of the detection.
        start.truncate(std::max<qsizetype>(0, start.lastIndexOf('\n')));
        const Result<HashlogText> excerpt = HashlogText::decode(start, path);
        if (!excerpt)
            return excerpt.error();
        if (!detect(*excerpt))
            return unknownFormat(*excerpt);
        file.seek(0);
        start = file.read(MaximumHashlogBytes);
    }
    if (file.error() != QFile::NoError)
        return Error::fromErrno(Error::Code::SourceOpenFailed, 0, path, -1, file.errorString());
    return parseHashlog(start, path);
}

QStringList hashlogsNextTo(const QStringList &imageFiles)
{
    if (imageFiles.isEmpty())
        return {};
    const QFileInfo image(imageFiles.first());
    const QString folder = image.absolutePath() + QLatin1Char('/');
    const QString name = folder + image.completeBaseName();
    const QString file = image.absoluteFilePath();
    const auto existing = [](const QStringList &candidates) {
        QStringList found;
        for (const QString &candidate : candidates) {
            if (QFileInfo(candidate).isFile() && !found.contains(candidate))
                found.append(candidate);
        }
        return found;
    };
    if (const QStringList record = existing({name + QStringLiteral(".json")}); !record.isEmpty())
        return record;
    QStringList sidecars;
    for (HashAlgorithm algorithm : allHashAlgorithms())
        sidecars << name + QLatin1Char('.') + hashName(algorithm)
                 << file + QLatin1Char('.') + hashName(algorithm);
    if (const QStringList found = existing(sidecars); !found.isEmpty())
        return found;
    for (const QString &candidate :
         {file + QStringLiteral(".txt"), name + QStringLiteral(".info"),
          name + QStringLiteral(".log"), name + QStringLiteral(".hlog"),
          name + QStringLiteral(".hash"), name + QStringLiteral(".hashlog")}) {
        if (QFileInfo(candidate).isFile())
            return {candidate};
    }
    return {};
}

} // namespace Custody
