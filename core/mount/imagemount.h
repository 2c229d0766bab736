// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/mediumlayout.h"
#include "mount/mediaview.h"
#include "mount/volumemounts.h"
#include "util/result.h"

#include <QCoreApplication>

#include <memory>

namespace Custody {

// An image shown read-only on an empty directory: the image as DIRECTORY/image.raw (a
// MediaView served by Custody's own readers) and each file system it holds mounted read-only
// under DIRECTORY/NAME (VolumeMounts). custody-cli mount and the GUI's Mount read-only… both
// make one; unmount() undoes it. Needs root.
class ImageMount
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ImageMount)

public:
    // The canonical path of `directory` (what the mount table will show: no trailing slash, no
    // symbolic link) when it is an empty directory that nothing is mounted on and the process
    // may mount; else an InvalidArgument error that says which.
    static Result<QString> checkDirectory(const QString &directory);
    // Whether this process may mount at all (root): where it may not, front ends offer nothing.
    static bool isAvailable();
    // Mounts `imagePath` (raw, split or E01) on `directory` (checked first), reads its layout
    // through the view and mounts the file systems found. The layout failing to read is no
    // error: the view is there, with nothing mounted beside it.
    static Result<std::unique_ptr<ImageMount>> mount(const QString &imagePath,
                                                     const QString &directory);
    ~ImageMount();
    ImageMount(const ImageMount &) = delete;
    ImageMount &operator=(const ImageMount &) = delete;

    const QString &imagePath() const { return m_imagePath; }
    const QString &directory() const { return m_view->directory(); }
    QString viewFile() const { return m_view->filePath(); }
    const Result<MediumLayout> &layout() const { return m_layout; }
    const QList<VolumeMounts::Volume> &volumes() const { return m_volumes; }
    // False once the view was unmounted from outside (custody-cli unmount).
    bool isServing() const { return m_view->isServing(); }
    // Unmounts the file systems, then the view: "" when all of it is undone, else what still
    // holds it (an open file, a shell inside), which stays mounted and served.
    QString unmount();

    // One volume in a line: "partition2 (ext4 “casefiles”): /mnt/x/partition2 (ro,noload,
    // through /dev/loop3)", or why it is not mounted.
    static QString volumeLine(const VolumeMounts::Volume &volume);

private:
    ImageMount(QString imagePath, std::unique_ptr<MediaView> view);

    QString m_imagePath;
    std::unique_ptr<MediaView> m_view;
    Result<MediumLayout> m_layout;
    QList<VolumeMounts::Volume> m_volumes;
};

} // namespace Custody
