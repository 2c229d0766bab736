// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/error.h"

#include <cerrno>
#include <cstring>

#include <QMetaEnum>

namespace Custody {

namespace {

QString errnoName(int sysErrno)
{
    // strerrorname_np is glibc 2.32+, which every supported platform has.
    const char *name = strerrorname_np(sysErrno);
    return name ? QString::fromLatin1(name) : QString::number(sysErrno);
}

} // namespace

Error Error::fromErrno(Code code, int sysErrno, const QString &path, qint64 offset,
                       const QString &detail)
{
    Error error;
    error.code = code;
    error.sysErrno = sysErrno;
    error.path = path;
    error.offset = offset;
    error.detail = detail;
    return error;
}

QString Error::errnoText() const
{
    if (sysErrno == 0)
        return {};
    return QStringLiteral("%1 (%2)").arg(errnoName(sysErrno),
                                         QString::fromLocal8Bit(std::strerror(sysErrno)));
}

QString Error::codeName() const
{
    switch (code) {
    case Code::InvalidArgument: return QStringLiteral("InvalidArgument");
    case Code::SourceOpenFailed: return QStringLiteral("SourceOpenFailed");
    case Code::SourceConnectFailed: return QStringLiteral("SourceConnectFailed");
    case Code::SourceNotReadable: return QStringLiteral("SourceNotReadable");
    case Code::SourceVanished: return QStringLiteral("SourceVanished");
    case Code::SourceTruncated: return QStringLiteral("SourceTruncated");
    case Code::SourceReadFailed: return QStringLiteral("SourceReadFailed");
    case Code::OutputExists: return QStringLiteral("OutputExists");
    case Code::OutputOnSource: return QStringLiteral("OutputOnSource");
    case Code::RemovalRefused: return QStringLiteral("RemovalRefused");
    case Code::DriveRefused: return QStringLiteral("DriveRefused");
    case Code::SourceNotTheOneChosen: return QStringLiteral("SourceNotTheOneChosen");
    case Code::SignatureFails: return QStringLiteral("SignatureFails");
    case Code::OutputOpenFailed: return QStringLiteral("OutputOpenFailed");
    case Code::WriteFailed: return QStringLiteral("WriteFailed");
    case Code::TargetFull: return QStringLiteral("TargetFull");
    case Code::SyncFailed: return QStringLiteral("SyncFailed");
    case Code::ImageReadFailed: return QStringLiteral("ImageReadFailed");
    case Code::MapInvalid: return QStringLiteral("MapInvalid");
    case Code::MapWriteFailed: return QStringLiteral("MapWriteFailed");
    case Code::HashFailed: return QStringLiteral("HashFailed");
    case Code::Cancelled: return QStringLiteral("Cancelled");
    case Code::DeviceListFailed: return QStringLiteral("DeviceListFailed");
    case Code::WriteBlockFailed: return QStringLiteral("WriteBlockFailed");
    case Code::ToolMissing: return QStringLiteral("ToolMissing");
    case Code::ToolFailed: return QStringLiteral("ToolFailed");
    case Code::ToolTimedOut: return QStringLiteral("ToolTimedOut");
    case Code::ToolOutputInvalid: return QStringLiteral("ToolOutputInvalid");
    case Code::InputNotAFile: return QStringLiteral("InputNotAFile");
    case Code::InputTooLarge: return QStringLiteral("InputTooLarge");
    case Code::OutputNotSaved: return QStringLiteral("OutputNotSaved");
    case Code::ResumeRefused: return QStringLiteral("ResumeRefused");
    case Code::AcquisitionBusy: return QStringLiteral("AcquisitionBusy");
    case Code::ImageChanged: return QStringLiteral("ImageChanged");
    case Code::SigningFailed: return QStringLiteral("SigningFailed");
    case Code::SignatureUnreadable: return QStringLiteral("SignatureUnreadable");
    case Code::HistoryUnavailable: return QStringLiteral("HistoryUnavailable");
    }
    return QStringLiteral("Unknown");
}

QString Error::userMessage() const
{
    const QString where = offset >= 0 ? tr("%1 at byte offset %2").arg(path).arg(offset) : path;
    QString message;
    switch (code) {
    case Code::InvalidArgument: {
        // Qt's own parser errors end in a full stop already.
        QString setting = detail;
        if (setting.endsWith(QLatin1Char('.')))
            setting.chop(1);
        message = tr("Invalid setting: %1.").arg(setting);
        break;
    }
    case Code::SourceOpenFailed:
        message = tr("Cannot open the source %1 for reading. Check that it exists and that you "
                     "have read permission (root or the 'disk' group for drives).")
                      .arg(path);
        break;
    case Code::SourceConnectFailed:
        message = tr("Cannot connect to the network source %1. Check the URI, that the server "
                     "runs and exports it to this machine, and the credentials (NBD: nbds:// "
                     "with --tls-psk and --tls-username, or --tls-certificates; iSCSI: "
                     "--chap-file).")
                      .arg(path);
        break;
    case Code::SourceNotReadable:
        // With a detail: what describes the source (its layout, identify data) was not read.
        message = detail.isEmpty()
                      ? tr("The source %1 is neither a block device nor a regular file. Choose a "
                           "drive, a partition or an image file.")
                            .arg(path)
                      : tr("What describes the source %1 (its layout or identify data) could not "
                           "be read.")
                            .arg(path);
        break;
    case Code::SourceVanished:
        message = tr("The source device vanished while reading %1. Reconnect it and resume; "
                     "the image and map written so far are kept.")
                      .arg(where);
        break;
    case Code::SourceTruncated:
        message = tr("The source ended early: no data at %1, although its size was reported "
                     "larger. The image and map written so far are kept.")
                      .arg(where);
        break;
    case Code::SourceReadFailed:
        message = tr("Reading the source failed at %1 in a way that is not a bad sector. The "
                     "image and map written so far are kept.")
                      .arg(where);
        break;
    case Code::OutputExists:
        message = tr("The output %1 already exists. Choose another name, or allow overwriting "
                     "(--force).")
                      .arg(path);
        break;
    case Code::OutputOnSource:
        message = tr("Refused to write %1: %2. Writing there would alter the evidence or a file "
                     "of record, so overwriting (--force) does not allow it either; choose "
                     "another destination or name.")
                      .arg(path, detail);
        break;
    case Code::DriveRefused:
        message = tr("Refused to overwrite the drive %1: %2. Nothing was written to it.")
                      .arg(path, detail);
        break;
    case Code::SourceNotTheOneChosen:
        message = tr("The drive at %1 is not the one chosen for this acquisition: %2. Nothing was "
                     "read or written; connect the drive chosen, or choose the drive again (its "
                     "serial number and size as the device list shows them).")
                      .arg(path, detail);
        break;
    case Code::RemovalRefused:
        message = tr("Refused to remove %1: %2. Custody removes only files it can prove it wrote "
                     "itself; move the file away or choose another name.")
                      .arg(path, detail);
        break;
    case Code::OutputOpenFailed:
        message = tr("Cannot create the output file %1. Check that the folder exists and is "
                     "writable.")
                      .arg(path);
        break;
    case Code::WriteFailed:
        message = tr("Writing the image failed at %1. The data written so far is kept; check "
                     "the destination drive.")
                      .arg(where);
        break;
    case Code::TargetFull:
        message = tr("The destination is full: cannot write %1. Free space or choose another "
                     "destination; the image and map written so far are kept.")
                      .arg(where);
        break;
    case Code::SyncFailed:
        message = tr("Flushing the image %1 to disk failed. The destination drive may be "
                     "failing.")
                      .arg(path);
        break;
    case Code::ImageReadFailed:
        message = tr("Reading the image at %1 failed, so its hashes cannot be computed. Check "
                     "that the image files are complete and readable.")
                      .arg(where);
        break;
    case Code::MapInvalid:
        message = tr("The map file %1 is not a valid ddrescue mapfile: %2.").arg(path, detail);
        break;
    case Code::MapWriteFailed:
        message = tr("Cannot save the map file %1. The map saved before is kept unchanged (it "
                     "describes only image data already on disk), and so is the image. Make "
                     "room or make the folder writable, then resume.")
                      .arg(path);
        break;
    case Code::OutputNotSaved:
        message = tr("Cannot save %1. Nothing was changed: the file is as it was before (or "
                     "still absent).")
                      .arg(path);
        break;
    case Code::HashFailed: message = tr("The hash computation failed (%1).").arg(detail); break;
    case Code::Cancelled:
        message = tr("The acquisition was cancelled. The image and map written so far are kept.");
        break;
    case Code::DeviceListFailed:
        message = tr("Cannot list the drives of this computer (%1).").arg(path);
        break;
    case Code::WriteBlockFailed:
        message = sysErrno == EACCES || sysErrno == EPERM
                      ? tr("Not allowed to set the kernel read-only flag (software write-block) "
                           "on %1: it needs root (CAP_SYS_ADMIN). Run as root, or image without "
                           "software write-block behind a hardware write blocker.")
                            .arg(path)
                      : tr("Cannot change or verify the kernel read-only flag (software "
                           "write-block) on %1.")
                            .arg(path);
        break;
    case Code::ToolMissing:
        message = tr("The program %1 is not installed. Install it (Debian package: %2).")
                      .arg(path, detail);
        break;
    case Code::ToolFailed: message = tr("The program %1 could not be run.").arg(path); break;
    case Code::ToolTimedOut:
        message = tr("The program %1 did not finish in time and was stopped.").arg(path);
        break;
    case Code::ToolOutputInvalid:
        message = tr("The output of %1 could not be read: %2.").arg(path, detail);
        break;
    case Code::InputNotAFile:
        message = tr("%1 is %2, not a file that can be read to its end. Give a regular file or a "
                     "pipe.")
                      .arg(path, detail);
        break;
    case Code::InputTooLarge:
        message = tr("%1 is too large to read (%2).").arg(path, detail);
        break;
    case Code::ResumeRefused:
        message = tr("Cannot resume the acquisition into %1: %2.").arg(path, detail);
        break;
    case Code::AcquisitionBusy:
        message = tr("Another acquisition is using %1 (%2). Wait until it ends, or choose "
                     "another image name.")
                      .arg(path, detail);
        break;
    case Code::ImageChanged:
        message = tr("The image %1 is no longer the one this acquisition wrote: %2. The digests "
                     "it was acquired with stay in its map; keep the image as found and acquire "
                     "the source again into a new name.")
                      .arg(path, detail);
        break;
    case Code::SigningFailed:
        message = tr("Cannot sign with %1. Check that the key (--sign-key) belongs to the "
                     "certificate (--sign-cert), that both are PEM files, and the passphrase.")
                      .arg(path);
        break;
    case Code::SignatureFails:
        message = tr("The signature of %1 fails (%2), so nothing made from it is signed over it. "
                     "Keep the files as found and verify them (Verify image…, custody-cli verify).")
                      .arg(path, detail);
        break;
    case Code::SignatureUnreadable:
        message = tr("The signature %1 cannot be read as a detached CMS (PKCS#7) signature in "
                     "DER. Keep it as found: it says nothing about the file beside it.")
                      .arg(path);
        break;
    case Code::HistoryUnavailable:
        message = tr("The case history %1 cannot be used (%2).").arg(path, detail);
        break;
    }
    const QString technical = errnoText();
    if (!technical.isEmpty())
        message += QLatin1Char(' ') + technical;
    if (!detail.isEmpty() && code != Code::InvalidArgument && code != Code::MapInvalid
        && code != Code::HashFailed && code != Code::ToolMissing && code != Code::ToolOutputInvalid
        && code != Code::InputNotAFile && code != Code::InputTooLarge && code != Code::ResumeRefused
        && code != Code::AcquisitionBusy && code != Code::OutputOnSource
        && code != Code::RemovalRefused && code != Code::DriveRefused && code != Code::ImageChanged
        && code != Code::HistoryUnavailable)
        message += QStringLiteral(" [%1]").arg(detail);
    return message;
}

} // namespace Custody
