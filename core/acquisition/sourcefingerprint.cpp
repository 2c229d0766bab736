// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/sourcefingerprint.h"

#include "device/evidenceguard.h"
#include "engine/digest.h"

#include <QJsonArray>

#include <cstdlib>
#include <memory>

namespace Custody {

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 FingerprintBytes = 1024 * 1024;

// The SHA-256 of [offset, offset + length) as the source returns it, or empty if any read fails.
// Direct reads where the source has them: the page cache could hold what an earlier device at the
// same node returned.
QString fingerprintOf(SourceDevice &source, qint64 offset, qint64 length)
{
    const bool direct = source.supportsDirectIo();
    void *memory = nullptr;
    if (::posix_memalign(&memory, 4096, size_t(FingerprintBytes)) != 0)
        return {};
    const std::unique_ptr<void, decltype(&std::free)> buffer(memory, &std::free);
    auto *bytes = static_cast<std::byte *>(memory);
    qint64 done = 0;
    while (done < length) {
        const ReadOutcome read
            = source.readAt(offset + done, std::span(bytes + done, size_t(length - done)),
                            direct ? ReadMode::Direct : ReadMode::Buffered);
        if (read.failed() || read.bytesRead <= 0)
            return {};
        done += read.bytesRead;
    }
    return Digest::hexOf(HashAlgorithm::Sha256, std::span(bytes, size_t(length)));
}

} // namespace

SourceFingerprint SourceFingerprint::of(SourceDevice &source, const QString &model,
                                        const QString &serial)
{
    SourceFingerprint identity;
    identity.kind = sourceKindName(source.kind());
    identity.sizeBytes = source.sizeBytes();
    identity.logicalSectorBytes = source.logicalSectorBytes();
    identity.physicalSectorBytes = source.physicalSectorBytes();
    identity.model = model;
    identity.serial = serial;
    if (const std::optional<QJsonObject> network = source.networkDescription()) {
        identity.serverCertificateSha256 = network->value(u"tlsCertificateSha256").toString();
        QStringList designators;
        for (const QJsonValue &designator : network->value(u"designators").toArray())
            designators << designator.toString();
        identity.designators = designators.join(u"; "_s);
    }
    if (const std::optional<LocalIdentity> local = source.localIdentity()) {
        if (!local->blockDevice) {
            identity.fileDevice = local->device;
            identity.fileInode = local->inode;
        } else if (const std::optional<LoopBacking> backing = loopBackingOf(local->device)) {
            identity.fileDevice = backing->device;
            identity.fileInode = backing->inode;
        }
    }
    const qint64 length = std::min(FingerprintBytes, source.sizeBytes());
    // Whole sectors, as direct reads need.
    const qint64 sector = std::max(1, source.logicalSectorBytes());
    const qint64 aligned = length / sector * sector;
    if (aligned > 0) {
        identity.firstMiBSha256 = fingerprintOf(source, 0, aligned);
        identity.lastMiBSha256
            = fingerprintOf(source, (source.sizeBytes() - aligned) / sector * sector, aligned);
    }
    return identity;
}

QJsonObject SourceFingerprint::toJson() const
{
    QJsonObject object{{u"kind"_s, kind},
                       {u"sizeBytes"_s, sizeBytes},
                       {u"logicalSectorBytes"_s, logicalSectorBytes},
                       {u"physicalSectorBytes"_s, physicalSectorBytes}};
    const auto addText = [&object](const char16_t *key, const QString &value) {
        if (!value.isEmpty())
            object.insert(QString::fromUtf16(key), value);
    };
    addText(u"model", model);
    addText(u"serial", serial);
    if (fileInode != 0) {
        object.insert(u"fileDevice"_s, QString::number(fileDevice));
        object.insert(u"fileInode"_s, QString::number(fileInode));
    }
    addText(u"firstMiBSha256", firstMiBSha256);
    addText(u"lastMiBSha256", lastMiBSha256);
    addText(u"serverCertificateSha256", serverCertificateSha256);
    addText(u"designators", designators);
    return object;
}

SourceFingerprint SourceFingerprint::fromJson(const QJsonObject &object)
{
    SourceFingerprint identity;
    identity.kind = object.value(u"kind").toString();
    identity.sizeBytes = object.value(u"sizeBytes").toInteger();
    identity.logicalSectorBytes = object.value(u"logicalSectorBytes").toInt();
    identity.physicalSectorBytes = object.value(u"physicalSectorBytes").toInt();
    identity.model = object.value(u"model").toString();
    identity.serial = object.value(u"serial").toString();
    identity.fileDevice = object.value(u"fileDevice").toString().toULongLong();
    identity.fileInode = object.value(u"fileInode").toString().toULongLong();
    identity.firstMiBSha256 = object.value(u"firstMiBSha256").toString();
    identity.lastMiBSha256 = object.value(u"lastMiBSha256").toString();
    identity.serverCertificateSha256 = object.value(u"serverCertificateSha256").toString();
    identity.designators = object.value(u"designators").toString();
    return identity;
}

QStringList SourceFingerprint::differencesFrom(const SourceFingerprint &earlier) const
{
    QStringList differences;
    const auto compare
        = [&differences](const QString &what, const QString &was, const QString &now) {
              if (was != now)
                  differences << tr("%1: was %2, is now %3").arg(what, was, now);
          };
    compare(tr("kind of source"), earlier.kind, kind);
    compare(tr("size in bytes"), QString::number(earlier.sizeBytes), QString::number(sizeBytes));
    compare(tr("logical sector size"), QString::number(earlier.logicalSectorBytes),
            QString::number(logicalSectorBytes));
    compare(tr("physical sector size"), QString::number(earlier.physicalSectorBytes),
            QString::number(physicalSectorBytes));
    // What was not known then (or is not now) cannot differ.
    const auto compareKnown
        = [&compare](const QString &what, const QString &was, const QString &now) {
              if (!was.isEmpty() && !now.isEmpty())
                  compare(what, was, now);
          };
    compareKnown(tr("model"), earlier.model, model);
    compareKnown(tr("serial number"), earlier.serial, serial);
    if (earlier.fileInode != 0 && fileInode != 0
        && (earlier.fileDevice != fileDevice || earlier.fileInode != fileInode))
        differences << tr("file (device and inode): was %1:%2, is now %3:%4")
                           .arg(earlier.fileDevice)
                           .arg(earlier.fileInode)
                           .arg(fileDevice)
                           .arg(fileInode);
    compareKnown(tr("SHA-256 of the first MiB"), earlier.firstMiBSha256, firstMiBSha256);
    compareKnown(tr("SHA-256 of the last MiB"), earlier.lastMiBSha256, lastMiBSha256);
    // A server with another certificate may serve the same bytes, but it is not the same
    // server: what the record says of the source would no longer hold for every run.
    compareKnown(tr("SHA-256 of the server's certificate"), earlier.serverCertificateSha256,
                 serverCertificateSha256);
    compareKnown(tr("designators of the iSCSI LUN"), earlier.designators, designators);
    return differences;
}

} // namespace Custody
