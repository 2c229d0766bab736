// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/acquisitionfiles.h"

#include "io/ewfcontainer.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QRegularExpression>

namespace Custody {

namespace {

using namespace Qt::StringLiterals;

const QString SignatureEnding = u".p7s"_s;
const QString WindowsInfix = u".windows."_s;

// Raw segments (.000 … .999 and on, as RawImageSink numbers them) and E01 segments (.E01 …
// .E99, .EAA … .ZZZ).
bool isImageExtension(const QString &extension)
{
    static const QRegularExpression raw(u"^[0-9]{3,}$"_s);
    static const QRegularExpression ewf(u"^(E[0-9]{2}|[E-Z][A-Z]{2})$"_s);
    return extension == u"dd"_s || raw.match(extension).hasMatch()
           || ewf.match(extension).hasMatch();
}

std::optional<HashAlgorithm> algorithmNamed(const QString &name)
{
    for (HashAlgorithm algorithm : allHashAlgorithms()) {
        if (hashName(algorithm) == name)
            return algorithm;
    }
    return std::nullopt;
}

} // namespace

AcquisitionFiles::AcquisitionFiles(QString basePath)
    : m_base(std::move(basePath))
{}

QString AcquisitionFiles::map() const
{
    return m_base + u".map"_s;
}

QString AcquisitionFiles::record() const
{
    return m_base + u".json"_s;
}

QString AcquisitionFiles::log() const
{
    return m_base + u".txt"_s;
}

QString AcquisitionFiles::lock() const
{
    return m_base + u".lock"_s;
}

QString AcquisitionFiles::pdfReport() const
{
    return m_base + u".pdf"_s;
}

QString AcquisitionFiles::checksums(HashAlgorithm algorithm) const
{
    return m_base + u'.' + hashName(algorithm);
}

QString AcquisitionFiles::windows(HashAlgorithm algorithm) const
{
    return m_base + WindowsInfix + hashName(algorithm);
}

QString AcquisitionFiles::signatureOf(const QString &path)
{
    return path + SignatureEnding;
}

QStringList AcquisitionFiles::plannedImages(ImageFormat format, qint64 segmentBytes,
                                            qint64 imageBytes) const
{
    return ImageFormats::plannedFiles(format, m_base, segmentBytes, imageBytes);
}

QList<AcquisitionFile> AcquisitionFiles::existing() const
{
    QList<AcquisitionFile> found;
    for (const QString &image : ImageFormats::existingFiles(m_base))
        found.append({image, AcquisitionFileKind::Image});
    QList<AcquisitionFile> named{{map(), AcquisitionFileKind::Map},
                                 {record(), AcquisitionFileKind::Record},
                                 {log(), AcquisitionFileKind::Log},
                                 {lock(), AcquisitionFileKind::Lock},
                                 {pdfReport(), AcquisitionFileKind::Report}};
    for (HashAlgorithm algorithm : allHashAlgorithms()) {
        named.append({checksums(algorithm), AcquisitionFileKind::Checksums});
        named.append({windows(algorithm), AcquisitionFileKind::Windows});
    }
    for (const AcquisitionFile &file : std::as_const(named)) {
        if (pathExists(file.path))
            found.append(file);
    }
    const QList<AcquisitionFile> signable = found;
    for (const AcquisitionFile &file : signable) {
        if (const QString signature = signatureOf(file.path); pathExists(signature))
            found.append({signature, AcquisitionFileKind::Signature});
    }
    return found;
}

std::optional<AcquisitionFileKind> AcquisitionFiles::kindOf(const QString &path) const
{
    const QString absoluteBase = absolutePath(m_base);
    QString name = absolutePath(path);
    if (!name.startsWith(absoluteBase + u'.'))
        return std::nullopt;
    if (name.endsWith(SignatureEnding)) {
        const QString signedFile = name.chopped(SignatureEnding.size());
        return kindOf(signedFile) ? std::optional(AcquisitionFileKind::Signature) : std::nullopt;
    }
    const QString ending = name.mid(absoluteBase.size() + 1);
    if (ending == u"map"_s)
        return AcquisitionFileKind::Map;
    if (ending == u"json"_s)
        return AcquisitionFileKind::Record;
    if (ending == u"txt"_s)
        return AcquisitionFileKind::Log;
    if (ending == u"lock"_s)
        return AcquisitionFileKind::Lock;
    if (ending == u"pdf"_s)
        return AcquisitionFileKind::Report;
    if (isImageExtension(ending))
        return AcquisitionFileKind::Image;
    if (algorithmNamed(ending))
        return AcquisitionFileKind::Checksums;
    if (ending.startsWith(WindowsInfix.mid(1))
        && algorithmNamed(ending.mid(WindowsInfix.size() - 1)))
        return AcquisitionFileKind::Windows;
    return std::nullopt;
}

QList<AcquisitionFiles> AcquisitionFiles::candidatesFor(const QString &path)
{
    QList<AcquisitionFiles> candidates;
    QString name = absolutePath(path);
    while (name.endsWith(SignatureEnding))
        name.chop(SignatureEnding.size());
    const qsizetype slash = name.lastIndexOf(u'/');
    // Every '.' after the last '/' may start an ending; the base keeps at least one byte.
    for (qsizetype dot = name.indexOf(u'.', slash + 2); dot > 0;
         dot = name.indexOf(u'.', dot + 1)) {
        AcquisitionFiles files(name.left(dot));
        if (files.kindOf(path))
            candidates.append(files);
    }
    return candidates;
}

} // namespace Custody
