#include "report/sidecars.h"

#include <cerrno>

#include <QFileInfo>
#include <QSaveFile>

namespace Custody {

QString coreutilsChecksumLine(const QString &hex, const QString &fileName)
{
    if (!fileName.contains(QLatin1Char('\\')) && !fileName.contains(QLatin1Char('\n')))
        return hex + QStringLiteral("  ") + fileName;
    QString escaped = fileName;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    return QLatin1Char('\\') + hex + QStringLiteral("  ") + escaped;
}

Result<QStringList> writeChecksumSidecars(const QString &basePath, const QList<HashResult> &hashes,
                                          const QStringList &imageFiles)
{
    QStringList written;
    for (const HashResult &hash : hashes) {
        QString text;
        if (imageFiles.size() == 1) {
            text += coreutilsChecksumLine(hash.hex, QFileInfo(imageFiles.first()).fileName())
                    + QLatin1Char('\n');
        } else {
            text += QStringLiteral("# %1 of the whole image (%2 segments in order): %3\n")
                        .arg(hashDisplayName(hash.algorithm))
                        .arg(imageFiles.size())
                        .arg(hash.hex);
            for (qsizetype index = 0; index < hash.segments.size() && index < imageFiles.size();
                 ++index)
                text += coreutilsChecksumLine(hash.segments[index].hex,
                                              QFileInfo(imageFiles[index]).fileName())
                        + QLatin1Char('\n');
        }
        const QString path = basePath + QLatin1Char('.') + hashName(hash.algorithm);
        QSaveFile file(path);
        const QByteArray bytes = text.toUtf8();
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
            return Error::fromErrno(Error::Code::OutputOpenFailed, errno, path, -1,
                                    file.errorString());
        written.append(path);
    }
    return written;
}

} // namespace Custody
