// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

namespace Custody {

// Something that stops or degrades a job. Unreadable sectors are not errors: they are data,
// recorded in the map and the report. The errno is captured at the failing call, never later.
struct Error
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Error)

public:
    enum class Code {
        InvalidArgument,
        SourceOpenFailed,
        SourceConnectFailed, // a network source's server could not be reached or refused us
        SourceNotReadable,
        SourceVanished,
        SourceTruncated,
        SourceReadFailed,
        OutputExists,
        OutputOnSource,
        OutputOpenFailed,
        WriteFailed,
        TargetFull,
        SyncFailed,
        ImageReadFailed,
        MapInvalid,
        MapWriteFailed,
        HashFailed,
        Cancelled,
        DeviceListFailed,
        WriteBlockFailed,
        ToolMissing,
        ToolFailed,
        ToolTimedOut,
        ToolOutputInvalid,
        InputNotAFile,
        InputTooLarge,
        OutputNotSaved,
        ResumeRefused,
        AcquisitionBusy,
        ImageChanged,
        SigningFailed,       // the signing key or certificate cannot be used, or signing failed
        SignatureUnreadable, // a detached signature that is not one, or cannot be read
        HistoryUnavailable,  // the case history database cannot be opened, read or written
        RemovalRefused, // a file to remove is not proven to be this operation's own (WriteGate)
        SignatureFails, // a file's own signature fails: nothing made from it is signed over it
        DriveRefused, // a whole drive that must not be overwritten (WriteGate::checkDriveOverwrite)
        SourceNotTheOneChosen, // another drive at the path of the one an acquisition was asked for
    };

    Code code = Code::InvalidArgument;
    int sysErrno = 0;   // errno at the failing call, 0 when none
    QString path;       // device or file concerned
    qint64 offset = -1; // byte offset, when the error concerns media
    // Technical detail, untranslated; except for the codes whose message is built around it
    // (InputNotAFile, InputTooLarge, OutputOnSource, RemovalRefused, DriveRefused, ResumeRefused,
    // AcquisitionBusy, ImageChanged, SourceNotTheOneChosen), where it is a translated clause
    // naming the conflict.
    QString detail;

    // Translated: what happened, where, and what to do about it.
    QString userMessage() const;
    // Short untranslated name of the code, for logs and JSON ("TargetFull").
    QString codeName() const;
    // "ENOSPC (No space left on device)", or empty when sysErrno is 0.
    QString errnoText() const;

    static Error fromErrno(Code code, int sysErrno, const QString &path, qint64 offset = -1,
                           const QString &detail = {});
};

} // namespace Custody
