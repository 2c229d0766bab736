// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/ewfsegmentidentity.h"

#include "util/nativepath.h"

#include <QCoreApplication>
#include <QScopeGuard>
#include <QUuid>
#include <QtEndian>

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

namespace Custody::Ewf {

namespace {

// The EWF-E01 layout, as libewf documents it: a 13-byte file header ("EVF\t\r\n\xff\0", 1, the
// segment number as 16-bit little endian, 0, 0), then a chain of sections, each led by a
// 76-byte descriptor (type, 16 bytes; offset of the next descriptor and size of this section,
// 64-bit little endian). The volume data of EnCase 5 and later holds the set identifier at 64.
constexpr qint64 FileHeaderBytes = 13;
constexpr qint64 DescriptorBytes = 76;
constexpr qint64 EnCaseVolumeBytes = 1052; // the SMART (S01) volume, of 94 bytes, has none
constexpr qint64 SetIdentifierOffset = 64;
constexpr int SetIdentifierBytes = 16;
constexpr int MaximumSectionsSearched = 64;

// Up to `bytes` from offset; fewer at the end of the file or on an error.
QByteArray readFrom(int descriptor, qint64 offset, qint64 bytes)
{
    QByteArray data(bytes, Qt::Uninitialized);
    qint64 done = 0;
    while (done < bytes) {
        const ssize_t count = ::pread(descriptor, data.data() + done, std::size_t(bytes - done),
                                      off_t(offset + done));
        if (count < 0 && errno == EINTR)
            continue;
        if (count <= 0)
            break;
        done += count;
    }
    data.truncate(done);
    return data;
}

// The identifier as ewfinfo prints it: a GUID whose first three fields are little endian.
QString describe(const QByteArray &setIdentifier)
{
    if (setIdentifier.size() != SetIdentifierBytes)
        return QStringLiteral("none");
    QByteArray bytes = setIdentifier;
    std::reverse(bytes.begin(), bytes.begin() + 4);
    std::reverse(bytes.begin() + 4, bytes.begin() + 6);
    std::reverse(bytes.begin() + 6, bytes.begin() + 8);
    return QUuid::fromRfc4122(bytes).toString(QUuid::WithoutBraces);
}

bool unknown(const QByteArray &setIdentifier)
{
    return setIdentifier.isEmpty() || setIdentifier.count('\0') == setIdentifier.size();
}

} // namespace

std::optional<SegmentIdentity> segmentIdentity(const QString &path)
{
    // Opened by its bytes (util/nativepath.h): QFile would re-encode a name that is not UTF-8.
    const int file = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (file < 0)
        return std::nullopt;
    const auto closer = qScopeGuard([file] { ::close(file); });
    const QByteArray header = readFrom(file, 0, FileHeaderBytes);
    if (header.size() != FileHeaderBytes || !header.startsWith("EVF\t\r\n\xff") || header.at(8) != 1
        || header.at(11) != 0 || header.at(12) != 0)
        return std::nullopt;
    SegmentIdentity identity;
    identity.number = qFromLittleEndian<quint16>(header.constData() + 9);
    qint64 offset = FileHeaderBytes;
    for (int section = 0; section < MaximumSectionsSearched; ++section) {
        const QByteArray descriptor = readFrom(file, offset, DescriptorBytes);
        if (descriptor.size() != DescriptorBytes)
            break;
        const QByteArray type(descriptor.constData(), qstrnlen(descriptor.constData(), 16));
        const auto next = qint64(qFromLittleEndian<quint64>(descriptor.constData() + 16));
        const auto size = qint64(qFromLittleEndian<quint64>(descriptor.constData() + 24));
        if ((type == "volume" || type == "disk" || type == "data")
            && size == DescriptorBytes + EnCaseVolumeBytes) {
            identity.setIdentifier = readFrom(file, offset + DescriptorBytes + SetIdentifierOffset,
                                              SetIdentifierBytes);
            break;
        }
        if (next <= offset)
            break; // the last section ("done", "next") points at itself
        offset = next;
    }
    return identity;
}

Result<void> checkSegmentsBelongTogether(const QStringList &segments)
{
    QByteArray setIdentifier;
    for (qsizetype index = 0; index < segments.size(); ++index) {
        const QString &segment = segments.at(index);
        const std::optional<SegmentIdentity> identity = segmentIdentity(segment);
        if (!identity)
            continue;
        const int place = int(index) + 1;
        if (identity->number != place)
            return Error::fromErrno(
                Error::Code::ImageReadFailed, 0, segment, -1,
                QCoreApplication::translate("Custody::VerificationReport",
                                            "%1 is segment %2 of an E01 image, not segment %3: "
                                            "it was renamed or belongs to another image")
                    .arg(segment, QString::number(identity->number),
                         QString::number(place))); // one arg(): a name may hold "%2"
        if (index == 0) {
            setIdentifier = identity->setIdentifier;
            continue;
        }
        if (!unknown(setIdentifier) && !unknown(identity->setIdentifier)
            && identity->setIdentifier != setIdentifier)
            return Error::fromErrno(
                Error::Code::ImageReadFailed, 0, segment, -1,
                QCoreApplication::translate("Custody::VerificationReport",
                                            "%1 and %2 belong to different E01 images: their set "
                                            "identifiers are %3 and %4")
                    .arg(segment, segments.first(), describe(identity->setIdentifier),
                         describe(setIdentifier)));
    }
    return {};
}

} // namespace Custody::Ewf
