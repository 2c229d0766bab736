// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Linked into every test (cmake/CustodyTesting.cmake): before main(), XDG_DATA_HOME becomes the
// test's own folder beside its executable (TEST.data; CTest sets the same folder for the tests it
// runs), so that a test run by hand never writes the case history of the user running it, nor
// do the custody-cli processes it starts.

#include <QtGlobal>

#include <filesystem>

namespace {

const bool dataHomeIsTheTestsOwn = [] {
    std::error_code error;
    const std::filesystem::path executable = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        qFatal("cannot find the test's own executable to give it a data folder: %s",
               error.message().c_str());
    const std::filesystem::path home
        = executable.parent_path() / (executable.filename().string() + ".data");
    return qputenv("XDG_DATA_HOME", QByteArray::fromStdString(home.string()));
}();

} // namespace
